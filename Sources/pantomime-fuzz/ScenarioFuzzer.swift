import PantomimeLoop
import PantomimeScenario

/// The work one input may do: few loop turns and a second of real time, so that a valid
/// scenario asking for a long wait ends quickly with a budget failure.
let budget = WorkBudget(turns: 20_000, wallClock: .seconds(1))

/// libFuzzer's entry: the bytes as YAML text, read as a scenario and, if valid, played.
/// Any error is expected; only a crash, a hang or a sanitizer report is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let text = String(decoding: bytes, as: UTF8.self)
    guard let scenario = try? ScenarioReader.read(text, file: "fuzz.yaml") else { return 0 }
    _ = ScenarioPlayer.run(scenario, budget: budget)
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ body: @convention(c) (UnsafeRawPointer?, Int) -> CInt) -> CInt

/// The entry SwiftPM names for a debug executable (it links `main` to it): hands over to
/// libFuzzer's driver, which parses the command line and runs ``fuzz(_:_:)``.
@_cdecl("pantomime_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv, fuzz)
}
