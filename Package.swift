// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Scout",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        // What test targets depend on: `import Scout` gives a test file everything,
        // the `.mocks` trait and the routing of failures to Swift Testing and XCTest
        // included.
        .library(name: "Scout", targets: ["Scout"]),
        // The same mocks without either test framework, for executables (a demo, a
        // tool like the Playground): `import ScoutCore`. Failures go to standard error.
        .library(name: "ScoutCore", targets: ["ScoutCore"]),
        // `swift package generate-mocks --target <Target>`: writes a mock class for
        // every protocol of a target, from the compiler's symbol graph.
        .plugin(name: "GenerateMocks", targets: ["GenerateMocks"]),
        // `swift package check-mocks --target <Target>`: fails when the written mocks
        // are not current; it writes nothing, so it needs no permission (for CI).
        .plugin(name: "CheckMocks", targets: ["CheckMocks"]),
    ],
    targets: [
        // One relaxed atomic counter numbering every interaction of the process.
        // C because Swift's `Atomic` needs macOS 15 and iOS 18.
        // dlsym is in libc from glibc 2.34, in libdl before.
        .target(name: "CScoutAtomics", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // The library proper (mocks, expectations, checks, messages), in
        // Sources/Scout; it links no test framework, and finds the module `Scout` at
        // run time when a test binary has it.
        // Every unsafe read, layout assumption and lock of the library, in a module of
        // its own (Sources/Scout/LowLevel): the rest of ScoutCore sees only what it
        // declares `package`, and its small hot-path helpers, `@_transparent` and
        // `@usableFromInline`, are inlined into ScoutCore even in a debug build, which
        // compiles each file alone and so inlines nothing across files of one module.
        .target(name: "ScoutLowLevel", dependencies: ["CScoutAtomics"], path: "Sources/Scout/LowLevel"),
        .target(
            name: "ScoutCore", dependencies: ["ScoutLowLevel"], path: "Sources/Scout",
            exclude: ["LowLevel"]),
        // The module tests import: it re-exports ScoutCore and adds what needs the
        // test frameworks (the `.mocks` trait, routing to Swift Testing and XCTest).
        .target(
            name: "Scout", dependencies: ["ScoutCore", "ScoutLowLevel", "CScoutTestSupportStart"],
            path: "Sources/ScoutTestSupport"),
        // Starts Scout's routing to the test frameworks when the test binary loads
        // (a C constructor), so that XCTest's observer sees the first test start.
        .target(name: "CScoutTestSupportStart"),
        .executableTarget(name: "Playground", dependencies: ["ScoutCore"], path: "Playground"),
        // The mock generator: the tool that writes mock classes from a symbol graph
        // (no dependency, and nothing shared with the library), and the command
        // plugin that asks SwiftPM for the graph and runs it.
        .executableTarget(name: "ScoutMocks"),
        .plugin(
            name: "GenerateMocks",
            capability: .command(
                intent: .custom(verb: "generate-mocks", description: "Write a Scout mock for every protocol of a target"),
                permissions: [.writeToPackageDirectory(reason: "Writes the mock classes into the package's tests")]),
            dependencies: ["ScoutMocks"]),
        .plugin(
            name: "CheckMocks",
            capability: .command(
                intent: .custom(verb: "check-mocks", description: "Fail when a target's Scout mocks are not current")),
            dependencies: ["ScoutMocks"]),
        // `swift run -c release ScoutBenchmarks [--json PATH]`: Scout against hand-written mocks.
        .executableTarget(name: "ScoutBenchmarks", dependencies: ["ScoutCore", "ScoutLowLevel", "CHeapStatistics"]),
        // The allocator's count of live bytes, for the benchmark's memory scenario.
        .target(name: "CHeapStatistics"),
        // Scenarios the tests run in a child process, where how the process ends is
        // what they check.
        .executableTarget(name: "ScoutProbes", dependencies: ["Scout", "ScoutLowLevel"]),
        // ScoutTests runs the Playground and ScoutProbes executables to check what
        // Scout prints outside tests and how processes end; depending on them makes
        // `swift test` build them.
        .testTarget(
            name: "ScoutTests",
            dependencies: ["Scout", "ScoutCore", "ScoutLowLevel", "Playground", "ScoutProbes", "CScoutTestFixtures"]),
        // Types the tests import from C (a closed enum whose cases are not 0 and 1).
        .target(name: "CScoutTestFixtures", path: "Tests/CScoutTestFixtures"),
        .testTarget(name: "ScoutXCTests", dependencies: ["Scout", "ScoutCore"]),
        // The code blocks of README.md and the DocC articles, compiled and run, and the
        // test that checks the documents against them.
        .testTarget(name: "ScoutDocsTests", dependencies: ["Scout"]),
        // The mock generator's reading of declarations and writing of classes.
        .testTarget(name: "ScoutMocksTests", dependencies: ["ScoutMocks"]),
        // One import does it all: test files that write only `import Scout`, built with
        // the member-import visibility Swift 7 makes the default.
        .testTarget(
            name: "ScoutImportTests", dependencies: ["Scout"],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
    ]
)

#if compiler(>=6.2)
    // Mocks and tests in a module whose default isolation is the main actor, as app
    // targets set with `.defaultIsolation(MainActor.self)` (Swift 6.2); the flag keeps
    // the manifest's tools version, and older compilers skip the target.
    package.targets.append(
        .testTarget(
            name: "ScoutMainActorTests", dependencies: ["Scout"],
            swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])]))
#endif
