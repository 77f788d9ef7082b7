// Runs every benchmark, or only those named on the command line: `layout`, `banner`, `monkey`, `diffable`, `reading`.
let chosen = Set(CommandLine.arguments.dropFirst())
if chosen.isEmpty || chosen.contains("layout") { LayoutBenchmark.run() }
if chosen.isEmpty || chosen.contains("banner") { BannerBenchmark.run() }
if chosen.isEmpty || chosen.contains("monkey") { MonkeyBenchmark.run() }
if chosen.isEmpty || chosen.contains("diffable") { DiffableBenchmark.run() }
if chosen.isEmpty || chosen.contains("reading") { ReadingBenchmark.run() }
