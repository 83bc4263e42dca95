import Dispatch
import ScoutCore

func inTimeAndInOrder() async {
    chapter("7. In time and in order")
    let service = MockUserService()
    service.expect.refresh().toBeCalled(times: .atLeast(1))
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { service.refresh() }
    let waited = await service.received.refresh().called(.once, within: .seconds(2))
    step("A call from a queue 50 ms later wakes `await received.refresh().called(.once, within: .seconds(2))`", waited)

    let seen = Counter()
    service.expect.search(any(), limit: any()).to(alwaysReturn([ada]))
    service.observe.search(any(), limit: any()).perform { args in seen.add("\(args[0].value ?? "")") }
    _ = service.search("ada", limit: 1)
    _ = service.search("grace", limit: 1)
    step("An observer runs beside the answer and sees every search", seen.values)

    let gate = service.expect.avatar(for: ada).toSuspend()
    let load = Task { try await service.avatar(for: ada) }
    try? await gate.reached(within: .seconds(2))
    step("A gate holds avatar(for:) in flight until the test resumes it; the call has reached the gate")
    gate.resume(returning: "ada.png")
    step("Resumed, the call returns", try? await load.value)

    let mailer = MockUserService()
    mailer.expect.refresh().toBeCalled()
    service.expect.fetch(id: 1).to(`return`(ada))
    mailer.refresh()
    _ = try? service.fetch(id: 1)
    let inOrder = verifyInOrder {
        mailer.received.refresh()
        service.received.fetch(id: 1)
    }
    step("verifyInOrder across two mocks, by when each call happened", inOrder)
    step("The other order fails, and shows every interaction of both mocks in the order they happened:")
    verifyInOrder {
        service.received.fetch(id: 1)
        mailer.received.refresh()
    }

    let inventory = MockUserService()
    let payments = MockUserService()
    expectInOrder {
        inventory.expect.refresh().toBeCalled()
        payments.expect.fetch(id: 7).to(`return`(grace))
    }
    step(
        "expectInOrder: a call that jumps ahead fails when it happens, naming the step it skipped; "
            + "the skipped step, never met and never verified, fails when its mock is freed:")
    _ = try? payments.fetch(id: 7)
}

/// Strings collected from blocks on any thread.
final class Counter: @unchecked Sendable {
    private let lock = NSLockLike()
    private var strings: [String] = []

    func add(_ string: String) {
        lock.locked { strings.append(string) }
    }

    var values: [String] { lock.locked { strings } }
}

/// A tiny lock on Dispatch, so the tour needs nothing else.
final class NSLockLike: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 1)

    func locked<Result>(_ body: () -> Result) -> Result {
        semaphore.wait()
        defer { semaphore.signal() }
        return body()
    }
}
