import PantomimeLoop

/// The one set of gesture defaults, used by ``TouchScript``'s builders and by scenario
/// steps alike, so a tap from Swift and `- tap: B` in a file are the same touches.
///
/// | gesture | default |
/// |---|---|
/// | tap | finger down for 0.1 s; taps of a multi-tap 0.2 s apart (lift to next press) |
/// | long press | finger down for 0.8 s |
/// | drag | 0.3 s along the path, sampled at 60 Hz |
/// | fling | 0.1 s at 1500 points per second |
public enum GestureDefaults {
    /// How long a tap's finger stays down.
    public static let tapHold: TimeAmount = .milliseconds(100)
    /// The time between one tap's lift and the next tap's press.
    public static let tapGap: TimeAmount = .milliseconds(200)
    /// How long a long press's finger stays down: past the recognizers' 0.5 s.
    public static let longPressDuration: TimeAmount = .milliseconds(800)
    /// How long a drag takes along its path.
    public static let dragDuration: TimeAmount = .milliseconds(300)
    /// Touch samples per second while a finger moves.
    public static let sampleRate: Double = 60
    /// How long a fling's finger moves before it lifts.
    public static let flingDuration: TimeAmount = .milliseconds(100)
    /// A fling's speed, in points per second.
    public static let flingVelocity: Double = 1500
}
