import Foundation
import PackagePlugin

/// What `generate-mocks` and `check-mocks` share: read the targets named, ask
/// SwiftPM for each one's symbol graph, and run the generator on it (writing the
/// mocks, or with `check`, comparing them with the file).
enum MockGeneration {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func run(
        context: PluginContext, arguments: [String], packageManager: PackageManager, check checkOnly: Bool
    ) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let outputs = extractor.extractOption(named: "output")
        let check = checkOnly || extractor.extractFlag(named: "check") > 0
        let verb = checkOnly ? "check-mocks" : "generate-mocks"
        guard !targetNames.isEmpty else {
            throw Failure(description: "name the target whose protocols to mock: \(verb) --target App")
        }
        guard extractor.remainingArguments.isEmpty else {
            throw Failure(description: "unknown arguments: \(extractor.remainingArguments.joined(separator: " "))")
        }
        guard outputs.isEmpty || outputs.count == targetNames.count else {
            throw Failure(description: "give one --output per --target, or none")
        }
        let tool = try context.tool(named: "ScoutMocks")
        for (index, target) in try context.package.targets(named: targetNames).enumerated() {
            guard let module = target as? SwiftSourceModuleTarget else {
                throw Failure(description: "\(target.name) is not a Swift target")
            }
            let graphs: PackageManager.SymbolGraphResult
            do {
                graphs = try packageManager.getSymbolGraph(
                    for: target,
                    options: .init(minimumAccessLevel: .internal, includeSynthesized: false, includeSPI: false))
            } catch {
                throw Failure(
                    description: "SwiftPM gave no symbol graph for \(target.name) (\(error)): does it build? "
                        + "Try swift build --target \(target.name).")
            }
            let graph = graphs.directoryURL.appendingPathComponent("\(module.moduleName).symbols.json")
            let relative = outputs.isEmpty ? "Tests/\(target.name)Tests/\(target.name)Mocks.swift" : outputs[index]
            let output =
                relative.hasPrefix("/")
                ? URL(fileURLWithPath: relative)
                : context.package.directoryURL.appendingPathComponent(relative)
            let command =
                "swift package --allow-writing-to-package-directory generate-mocks --target \(target.name)"
                + (outputs.isEmpty ? "" : " --output \(relative)")
            let process = Process()
            process.executableURL = tool.url
            process.arguments =
                ["--symbol-graph", graph.path, "--output", output.path, "--command", command]
                + (check ? ["--check"] : [])
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw Failure(
                    description: check
                        ? "the mocks of \(target.name) are not current: the generator printed what differs"
                        : "the generator stopped with status \(process.terminationStatus); it printed why")
            }
        }
    }
}
