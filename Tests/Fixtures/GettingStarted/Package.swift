// swift-tools-version: 6.0
// snippet: file Package.swift
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v13), .iOS(.v16)],
    // snippet: install-path
    dependencies: [
        .package(path: "../Scout"),
    ],
    targets: [
        .target(name: "App"),
        .testTarget(name: "AppTests", dependencies: ["App", .product(name: "Scout", package: "Scout")]),
    ]
    // end-snippet
)
// end-snippet

// The package a reader of the getting-started article writes, next to a folder named
// `Scout` holding Scout. `.ci/run` writes its files from the article (`.ci/paste-getting-started`),
// builds it there and runs its tests, and evaluates this manifest for the form below; the
// docs test checks that the article's blocks are the regions marked here.

/// The form for a copy on a git host: not used here (there is no network in CI),
/// but evaluated with the manifest, so it must stay valid.
let fromGitHost: [Package.Dependency] = [
    // snippet: install-url
    .package(url: "https://github.com/OWNER/Scout.git", branch: "main"),
    // end-snippet
]
