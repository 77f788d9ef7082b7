import Foundation

// Runs every benchmark, or only those named on the command line: `layout`, `banner`,
// `loop`, `monkey`, `diffable`, `reading`, `compositional`. With `--json`, the report goes to standard error
// and standard output gets the figures as one JSON object with stable keys (see Figures).
let arguments = CommandLine.arguments.dropFirst()
let wantsJSON = arguments.contains("--json")
let chosen = Set(arguments.filter { $0 != "--json" })
let known: Set = ["layout", "banner", "loop", "monkey", "diffable", "reading", "compositional"]
if let unknown = chosen.subtracting(known).sorted().first {
    FileHandle.standardError.write(Data("pantomime-bench: there is no benchmark '\(unknown)'; name some of \(known.sorted().joined(separator: ", ")), or none for all, and add --json for the figures as JSON.\n".utf8))
    exit(2)
}
var jsonOutput: Int32 = -1
if wantsJSON {
    fflush(nil)
    jsonOutput = dup(STDOUT_FILENO)
    dup2(STDERR_FILENO, STDOUT_FILENO)
}
func wanted(_ name: String) -> Bool { chosen.isEmpty || chosen.contains(name) }
// Each benchmark starts with the memory the ones before it freed given back.
let benchmarks: [(name: String, run: () -> Void)] = [
    ("layout", LayoutBenchmark.run), ("compositional", CompositionalBenchmark.run), ("banner", BannerBenchmark.run),
    ("loop", LoopBenchmark.run), ("monkey", MonkeyBenchmark.run), ("diffable", DiffableBenchmark.run),
    ("reading", ReadingBenchmark.run),
]
for benchmark in benchmarks where wanted(benchmark.name) {
    Measure.returnFreedMemory()
    benchmark.run()
}
fflush(nil)
if wantsJSON, jsonOutput >= 0 {
    FileHandle(fileDescriptor: jsonOutput, closeOnDealloc: true).write(Data(Figures.json().utf8))
}
