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
        .target(name: "Scout"),
        .target(name: "ScoutTestSupport", dependencies: ["Scout"]),
        .executableTarget(name: "Playground", dependencies: ["Scout"], path: "Playground"),
        // `swift run -c release ScoutBenchmarks [--json PATH]`: Scout against hand-written mocks.
        .executableTarget(name: "ScoutBenchmarks", dependencies: ["Scout"]),
        // ScoutTests runs the Playground executable to check what Scout prints outside
        // tests; depending on it makes `swift test` build it.
        .testTarget(name: "ScoutTests", dependencies: ["Scout", "ScoutTestSupport", "Playground"]),
        .testTarget(name: "ScoutXCTests", dependencies: ["Scout", "ScoutTestSupport"]),
    ]
)
