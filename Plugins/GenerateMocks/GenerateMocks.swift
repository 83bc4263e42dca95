import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-mocks --target App
/// [--output Tests/AppTests/AppMocks.swift] [--check]`
///
/// Writes a Scout mock class for every protocol of each target named, from the
/// compiler's symbol graph: `Mock<Protocol>`, conforming to `TypedMockable`, one
/// line per requirement, with typed `expect`, `received` and `observe` members.
/// With `--check` it writes nothing and fails, showing the lines that differ,
/// when the file is not what it would write; `check-mocks` does the same without
/// the permission to write.
@main
struct GenerateMocks: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try MockGeneration.run(context: context, arguments: arguments, packageManager: packageManager, check: false)
    }
}
