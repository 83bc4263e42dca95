// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Scout",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        // Both targets ship in the product: `Scout` is what tests import, and
        // `ScoutTestSupport` routes failures to Swift Testing and XCTest. Scout finds
        // the support target at run time, so executables that link only `Scout`
        // (like the Playground) never load either test framework.
        .library(name: "Scout", targets: ["Scout", "ScoutTestSupport"])
    ],
    targets: [
        // One relaxed atomic counter numbering every interaction of the process.
        // C because Swift's `Atomic` needs macOS 15 and iOS 18.
        .target(name: "CScoutAtomics"),
        .target(name: "Scout", dependencies: ["CScoutAtomics"]),
        .target(name: "ScoutTestSupport", dependencies: ["Scout", "CScoutTestSupportStart"]),
        // Starts Scout's routing to the test frameworks when the test binary loads
        // (a C constructor), so that XCTest's observer sees the first test start.
        .target(name: "CScoutTestSupportStart"),
        .executableTarget(name: "Playground", dependencies: ["Scout"], path: "Playground"),
        // `swift run -c release ScoutBenchmarks [--json PATH]`: Scout against hand-written mocks.
        .executableTarget(name: "ScoutBenchmarks", dependencies: ["Scout", "CHeapStatistics"]),
        // The allocator's count of live bytes, for the benchmark's memory scenario.
        .target(name: "CHeapStatistics"),
        // Scenarios the tests run in a child process, where how the process ends is
        // what they check.
        .executableTarget(name: "ScoutProbes", dependencies: ["Scout", "ScoutTestSupport"]),
        // ScoutTests runs the Playground and ScoutProbes executables to check what
        // Scout prints outside tests and how processes end; depending on them makes
        // `swift test` build them.
        .testTarget(name: "ScoutTests", dependencies: ["Scout", "ScoutTestSupport", "Playground", "ScoutProbes"]),
        .testTarget(name: "ScoutXCTests", dependencies: ["Scout", "ScoutTestSupport"]),
        // The code blocks of README.md and the DocC articles, compiled and run, and the
        // test that checks the documents against them.
        .testTarget(name: "ScoutDocsTests", dependencies: ["Scout", "ScoutTestSupport"]),
    ]
)

#if compiler(>=6.2)
    // Mocks and tests in a module whose default isolation is the main actor, as app
    // targets set with `.defaultIsolation(MainActor.self)` (Swift 6.2); the flag keeps
    // the manifest's tools version, and older compilers skip the target.
    package.targets.append(
        .testTarget(
            name: "ScoutMainActorTests", dependencies: ["Scout", "ScoutTestSupport"],
            swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])]))
#endif
