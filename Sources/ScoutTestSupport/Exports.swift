// `import Scout` gives a test file everything: the mocks, expectations and checks
// of ScoutCore, and what this module adds with the test frameworks (the `.mocks`
// trait, and routing failures to Swift Testing and XCTest).
@_exported import ScoutCore
