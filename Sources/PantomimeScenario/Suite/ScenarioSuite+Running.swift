import Foundation
import Pantomime

extension ScenarioSuite {
    /// How a suite runs: which scenarios, on how many threads, and whether each gets a
    /// filmstrip page.
    public struct Options: Sendable {
        /// Which scenarios run.
        public var selection: ScenarioSelection
        /// Files read at once, and then scenarios run at once, each on its own thread (a run
        /// with its own loop); at least 1.
        /// Reports come out in the suite's order whatever the number.
        public var jobs: Int
        /// A folder for filmstrip pages (one per scenario, and `index.html`); nil for none.
        public var filmstripFolder: String?
        /// Whether golden snapshots are compared or written.
        public var snapshots: SnapshotMode = .verify

        /// Options for a run of these scenarios on `jobs` threads; filmstrip pages go to
        /// `filmstripFolder` when given.
        public init(selection: ScenarioSelection = ScenarioSelection(), jobs: Int = 1, filmstripFolder: String? = nil) {
            self.selection = selection
            self.jobs = jobs
            self.filmstripFolder = filmstripFolder
        }
    }

    /// How far a suite has run, for a progress line.
    public struct Progress: Sendable, Equatable {
        /// Scenarios finished.
        public var finished: Int
        /// Scenarios to run.
        public var total: Int
        /// The scenario that started last, while any runs.
        public var current: String?
        /// Wall time since the suite started.
        public var elapsed: Duration

        /// Progress with these counts, the scenario that started last, and the time so far.
        public init(finished: Int, total: Int, current: String?, elapsed: Duration) {
            self.finished = finished
            self.total = total
            self.current = current
            self.elapsed = elapsed
        }
    }

    /// Reads the files, selects scenarios and runs them, measuring each run's wall time
    /// with `clock`.
    ///
    /// - Parameters:
    ///   - clock: measures wall time; tests give a clock they control.
    ///   - progress: called (one call at a time) as each scenario starts and ends.
    /// - Returns: results in the files' order, whatever ``Options/jobs`` is; files that
    ///   cannot be read are in ``Outcome/invalid`` when the filter matches their path.
    public static func run<C: Clock>(_ files: [String], options: Options, clock: C,
                                     progress: (@Sendable (Progress) -> Void)? = nil) -> Outcome where C.Duration == Duration {
        var outcome = Outcome()
        let (valid, invalid) = plan(files, selection: options.selection, jobs: options.jobs)
        outcome.invalid = invalid
        let scenarios = valid
        let pages = options.filmstripFolder.map { _ in Filmstrip.pageNames(for: scenarios.map(\.file)) }
        let board = Board(count: scenarios.count)
        let start = clock.now
        let work: @Sendable (Int) -> Void = { index in
            let scenario = scenarios[index]
            board.started(scenario.name) { progress?(Progress(finished: $0, total: scenarios.count, current: $1, elapsed: start.duration(to: clock.now))) }
            let page = options.filmstripFolder.flatMap { folder in
                pages.map { (folder as NSString).appendingPathComponent($0[index]) }
            }
            let (result, problem) = runOne(scenario, clock: clock, filmstripPage: page, snapshots: options.snapshots)
            board.finished(index, result, problem) { progress?(Progress(finished: $0, total: scenarios.count, current: $1, elapsed: start.duration(to: clock.now))) }
        }
        ParallelWork.forEach(scenarios.count, workers: options.jobs, work)
        let (results, problems) = board.collected()
        outcome.results = results
        outcome.problems = problems
        if let folder = options.filmstripFolder, let pages {
            let index = Filmstrip.index(zip(results, pages).map { (result: $0.0, page: $0.1) })
            if let problem = write(index, to: (folder as NSString).appendingPathComponent("index.html")) {
                outcome.problems.append(problem)
            }
        }
        return outcome
    }

    /// The scenarios a run with this selection plays, in the files' order, and the files
    /// it reports as invalid: those the filter matches (by name or path), then those in
    /// the shard. `pantomime list` prints them.
    ///
    /// - Parameter jobs: files read at once, each on its own thread; the result is the
    ///   same whatever the number.
    public static func plan(_ files: [String], selection: ScenarioSelection, jobs: Int = 1) -> (scenarios: [Scenario], invalid: [ScenarioError]) {
        let entries = ParallelWork.map(files, workers: jobs) { file -> Entry in
            do { return .scenario(try ScenarioValidator.readChecked(contentsOf: file)) } catch let error as ScenarioError {
                return .invalid(error)
            } catch {
                return .invalid(ScenarioError("\(error)", at: SourceLocation(file: file, line: 1, column: 1)))
            }
        }
        let tagged = selection.tags.isEmpty ? entries : entries.filter { entry in
            guard case let .scenario(scenario) = entry else { return true }
            return selection.matches(tags: scenario.tags)
        }
        let selected = selection.select(tagged, name: { entry in
            if case let .scenario(scenario) = entry { return scenario.name }
            return nil
        }, file: { entry in
            switch entry {
            case let .scenario(scenario): return scenario.file
            case let .invalid(error): return error.location.file
            }
        })
        var scenarios: [Scenario] = []
        var invalid: [ScenarioError] = []
        for entry in selected {
            switch entry {
            case let .scenario(scenario): scenarios.append(scenario)
            case let .invalid(error): invalid.append(error)
            }
        }
        return (scenarios, invalid)
    }

    /// A file of a suite: its scenario, or why it could not be read.
    private enum Entry: Sendable { case scenario(Scenario), invalid(ScenarioError) }

    /// Runs one scenario, timing it, and writes its filmstrip page when asked.
    static func runOne<C: Clock>(_ scenario: Scenario, clock: C, filmstripPage: String?,
                                 snapshots: SnapshotMode = .verify) -> (ScenarioResult, String?)
        where C.Duration == Duration {
        let recorder = filmstripPage.map { _ in FilmstripRecorder(location: scenario.location) }
        let begin = clock.now
        var (result, _) = ScenarioPlayer.play(scenario, steps: scenario.steps.count, observer: recorder, snapshots: snapshots)
        result.wallTime = begin.duration(to: clock.now)
        guard let filmstripPage, let recorder else { return (result, nil) }
        let page = Filmstrip.page(for: result, frames: recorder.frames, timeline: recorder.timeline)
        return (result, write(page, to: filmstripPage))
    }

    /// The files without repeats, each kept where it first appears; two paths are the same
    /// file when they resolve (through `.`, `..` and symbolic links) to the same path.
    static func unique(_ files: [String]) -> [String] {
        var seen = Set<String>()
        return files.filter { seen.insert(resolvedPath($0)).inserted }
    }

    /// A file's path with `.`, `..` and symbolic links resolved: the system's `realpath` for a
    /// file it can resolve, which costs far less than resolving through `URL`, and
    /// otherwise the path `URL` resolves.
    static func resolvedPath(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        return URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Writes a report file; nil, or a sentence saying why it could not.
    static func write(_ text: String, to path: String) -> String? {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return nil
        } catch {
            return "Cannot write \(path): \(error.localizedDescription). Check that its folder exists and is writable."
        }
    }

    /// The shared state of a run's workers: results in order and the progress count,
    /// behind one lock.
    private final class Board: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [ScenarioResult?]
        private var problems: [String?]
        private var finishedCount = 0

        init(count: Int) {
            results = Array(repeating: nil, count: count)
            problems = Array(repeating: nil, count: count)
        }

        func started(_ name: String, report: (Int, String?) -> Void) {
            lock.lock(); defer { lock.unlock() }
            report(finishedCount, name)
        }

        func finished(_ index: Int, _ result: ScenarioResult, _ problem: String?, report: (Int, String?) -> Void) {
            lock.lock(); defer { lock.unlock() }
            results[index] = result
            problems[index] = problem
            finishedCount += 1
            report(finishedCount, finishedCount == results.count ? nil : result.name)
        }

        func collected() -> ([ScenarioResult], [String]) {
            lock.lock(); defer { lock.unlock() }
            return (results.compactMap { $0 }, problems.compactMap { $0 })
        }
    }
}
