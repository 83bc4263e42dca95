import Foundation

/// Whether this process runs tests, from how it was started: what XCTest's and
/// Swift Testing's runners pass (the `.xctest` bundle or executable, `xctest`,
/// `swiftpm-testing-helper`, `--testing-library`, XCTest's environment). An
/// executable that links Scout's product for a demo or a tool matches none.
enum TestProcess {
    static let isTestProcess: Bool = {
        let environment = ProcessInfo.processInfo.environment
        let xcTestKeys = ["XCTestBundlePath", "XCTestConfigurationFilePath", "XCTestSessionIdentifier"]
        if xcTestKeys.contains(where: { environment[$0] != nil }) { return true }
        return ProcessInfo.processInfo.arguments.contains { argument in
            let url = URL(fileURLWithPath: argument)
            return argument == "--testing-library" || url.pathExtension == "xctest"
                || url.lastPathComponent == "xctest" || url.lastPathComponent == "swiftpm-testing-helper"
        }
    }()
}
