// swift-tools-version:6.0
import PackageDescription

// Invariant checks: build with `-Xswiftc -DPANTOMIME_INVARIANTS` to verify internal
// data structures (the deadline heap, sorted layout indexes, reuse queues, visible views,
// selection) after every mutation; `make test-invariants` runs everything that way.
let package = Package(
    name: "Pantomime",
    products: [
        .library(name: "Pantomime", targets: ["Pantomime"]),
        .library(name: "PantomimeLoop", targets: ["PantomimeLoop"]),
        .library(name: "PantomimeScenario", targets: ["PantomimeScenario"]),
        .library(name: "PantomimeTesting", targets: ["PantomimeTesting"]),
        .library(name: "PantomimeCommandLine", targets: ["PantomimeCommandLine"]),
        // UIKit's names and signatures over Pantomime, so collection-view code written for
        // iOS compiles with `import UIKit` (docs/UIKit.md).
        .library(name: "UIKit", targets: ["UIKit"]),
        .executable(name: "pantomime", targets: ["pantomime"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibevent",
            pkgConfig: "libevent_core",
            providers: [.apt(["libevent-dev"]), .brew(["libevent"])]
        ),
        .target(name: "PantomimeLoop", dependencies: ["CLibevent"]),
        .target(name: "Pantomime", dependencies: ["PantomimeLoop"]),
        .target(
            name: "PantomimeScenario",
            dependencies: ["Pantomime", .product(name: "Yams", package: "Yams")]
        ),
        .target(name: "PantomimeTesting", dependencies: ["PantomimeScenario"]),
        .target(name: "UIKitThrowingForms", dependencies: ["Pantomime"]),
        .target(name: "UIKit", dependencies: ["Pantomime", "PantomimeLoop", "UIKitThrowingForms", "_Testing_UIKit"]),
        // Answers Swift Testing's cross-import overlay request for a module named UIKit.
        .target(name: "_Testing_UIKit"),
        .target(
            name: "PantomimeCommandLine",
            dependencies: [
                "Pantomime",
                "PantomimeScenario",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "pantomime", dependencies: ["PantomimeCommandLine"]),
        // The benchmarks' baseline loop turn: libevent alone, compiled from C.
        .target(name: "CLibeventTurn", dependencies: ["CLibevent"]),
        .executableTarget(name: "pantomime-bench", dependencies: ["PantomimeScenario", "CLibeventTurn"]),
        .testTarget(name: "PantomimeLoopTests", dependencies: ["PantomimeLoop"]),
        .testTarget(name: "PantomimeTests", dependencies: ["Pantomime", "PantomimeTesting"]),
        .testTarget(name: "PantomimeScenarioTests", dependencies: ["PantomimeScenario", "PantomimeTesting"]),
        .testTarget(name: "PantomimeCLITests", dependencies: ["PantomimeScenario", "pantomime"]),
        // The README's example: an app's own layout and data source, and its tests.
        .target(name: "Gallery", dependencies: ["Pantomime"], path: "Examples/Gallery"),
        .target(name: "GalleryScenarios", dependencies: ["Gallery", "Pantomime", "PantomimeLoop", "PantomimeScenario"],
                path: "Examples/GalleryScenarios"),
        // The app's own pantomime command: `run`, `validate`, `render` and `monkey` with its components.
        .executableTarget(name: "gallery-pantomime", dependencies: ["Gallery", "GalleryScenarios", "PantomimeCommandLine"],
                          path: "Examples/GalleryPantomime", exclude: ["monkey-missing-a-photo.yaml"]),
        // The gallery behind a layout that answers in Dictionary order, which every process
        // seeds afresh: it plays a scenario file and prints the trace.
        .executableTarget(name: "gallery-hash-order", dependencies: ["Gallery", "GalleryScenarios", "Pantomime", "PantomimeScenario"],
                          path: "Examples/GalleryHashOrder", exclude: ["browse.yaml"]),
        .testTarget(name: "GalleryTests",
                    dependencies: ["Gallery", "GalleryScenarios", "Pantomime", "PantomimeLoop", "PantomimeScenario",
                                   "PantomimeTesting", "gallery-pantomime", "gallery-hash-order"],
                    path: "Examples/GalleryTests", exclude: ["open-photo.yaml", "featured-and-new-photos.yaml"]),
        // An app written as for iOS: `import UIKit` alone, compiled here and driven by
        // scenario files through `components:`.
        .target(name: "NotesBoard", dependencies: ["UIKit"], path: "Examples/NotesBoard"),
        .target(name: "NotesBoardScenarios", dependencies: ["NotesBoard", "UIKit", "PantomimeLoop", "PantomimeScenario"],
                path: "Examples/NotesBoardScenarios"),
        .testTarget(name: "NotesBoardTests", dependencies: ["NotesBoard", "NotesBoardScenarios", "UIKit", "PantomimeScenario"],
                    path: "Examples/NotesBoardTests", exclude: ["select-and-reorder.yaml", "resize.yaml"]),
    ]
)

// The libFuzzer target over the scenario reader and player exists only for `make fuzz`,
// which sets PANTOMIME_FUZZ=1 and builds with `-sanitize=fuzzer,address -parse-as-library`
// (docs/Fuzzing.md): libFuzzer brings its own `main`.
if Context.environment["PANTOMIME_FUZZ"] == "1" {
    package.targets.append(.executableTarget(name: "pantomime-fuzz", dependencies: ["PantomimeScenario"]))
}
