extension PantomimeCommand {
    /// The version `pantomime --version` prints.
    static let version = "0.1.0"
}
