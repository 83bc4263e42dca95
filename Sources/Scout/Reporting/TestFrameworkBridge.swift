/// What `ScoutTestSupport` provides so that failures reach Swift Testing or XCTest.
///
/// `Scout` itself links neither framework: an executable that uses Scout outside
/// tests (the Playground) must start on every platform, and on macOS a binary that
/// links XCTest cannot. The support target ships in the same product, so every test
/// target that depends on Scout links it; Scout finds it at run time by its type.
package protocol TestFrameworkBridge: AnyObject, Sendable {
    init()

    /// An opaque token naming the XCTest test case running now. A mock remembers
    /// the token of the test that last configured it, so that a failure raised after
    /// that test finished is never charged to the next one.
    var currentTestToken: Int { get }

    /// Records `failure` in the test that can receive it, if any, and says whether
    /// it did.
    func record(_ failure: Failure, ownerToken: Int) -> Bool
}

/// The mangled name of `ScoutTestSupport.TestFrameworkRouter`, checked by a test.
package let testFrameworkRouterTypeName = "16ScoutTestSupport0B15FrameworkRouterC"

/// The bridge, when the support target is linked into this process.
let testFrameworkBridge: (any TestFrameworkBridge)? = {
    guard let type = _typeByName(testFrameworkRouterTypeName) as? any TestFrameworkBridge.Type
    else { return nil }
    return type.init()
}()
