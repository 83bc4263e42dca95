// swift-tools-version: 6.0
// Protocols of every requirement shape, next to a folder named `Scout` holding Scout.
// `.ci/run` writes their mocks with the plugin, builds and tests them, and checks
// that the committed mocks are current.
import PackageDescription

let package = Package(
    name: "Shapes",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(path: "../Scout"),
    ],
    targets: [
        .target(name: "Shapes"),
        .testTarget(name: "ShapesTests", dependencies: ["Shapes", .product(name: "Scout", package: "Scout")]),
    ]
)
