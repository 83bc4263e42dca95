import PackagePlugin

/// `swift package check-mocks --target App [--output Tests/AppTests/AppMocks.swift]`
///
/// Fails, showing the lines that differ, when the mocks of a target are not what
/// `generate-mocks` would write; writes nothing, so it needs no permission (for CI).
@main
struct CheckMocks: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try MockGeneration.run(context: context, arguments: arguments, packageManager: packageManager, check: true)
    }
}
