import ScoutLowLevel

/// One expectation as the mock stores it.
///
/// `used` changes only under the owning mock's lock; everything else is immutable.
/// The mock's state owns its records; a call that needs one after the lock is
/// released (to run a block, say) holds it strongly, so `reset()` may drop them.
final class ExpectationRecord: Sendable {
    let selector: Selector
    /// One matcher per argument, in the selector's label order.
    let matchers: [any ArgMatcher]
    /// The same matchers, reduced for the engine's fast path (none allocated for an
    /// expectation of one argument or none).
    let fast: FastMatcherList
    let behavior: Behavior
    /// How many interactions it answers at most; `nil` means it is never used up.
    var limit: Int? { behavior.times.maximum }
    /// How many interactions `verify()` requires it to have answered.
    var minimum: Int { behavior.times.minimum }
    let location: CodeLocation
    /// 1-based position among the member's expectations, for messages.
    let ordinal: Int
    /// The matchers that keep what they accept, with their positions; found once here
    /// so that answering a call costs no dynamic cast.
    let captors: [(position: Int, captor: any CapturingMatcher)]
    /// The type an answer can be handed out for under the lock, with no code run:
    /// the type of a `return` value, or `Void` for `toBeCalled()`, as
    /// `ScalarMetadata.bits` gives it; 0 when there is none.
    let immediateType: UInt
    /// The value box of a `return` behavior, unretained: `behavior` owns it.
    let immediateBox: Unretained<ReturnBox>?
    /// Its place in an `expectInOrder` sequence, if it was set in one.
    let step: SequenceStep?
    /// Whether answering with it leaves work for after the lock: captors to fill,
    /// a sequence to check. Stored: read on every answered call.
    let followsUp: Bool
    /// The fields that change: read and written only under the owning mock's lock,
    /// so they live in `LockGuarded` storage, without a dynamic exclusivity check
    /// on each access.
    private struct Fields {
        var used = 0
    }

    private let fields = LockGuarded(Fields())

    /// How many calls it answered. Under the mock's lock.
    var used: Int {
        get { fields.value.used }
        _modify { yield &fields.value.used }
    }

    init(
        selector: Selector, matchers: [any ArgMatcher], behavior: consuming Behavior, location: CodeLocation,
        ordinal: Int, step: SequenceStep? = nil, answersImmediately: Bool = true, fastPath: Bool
    ) {
        self.step = step
        self.selector = selector
        self.matchers = matchers
        self.location = location
        self.ordinal = ordinal
        // One look at each matcher: Scout's own never capture.
        var fast = FastMatcherList()
        var captors: [(position: Int, captor: any CapturingMatcher)] = []
        // By position, not `enumerated()`: unoptimized, each step of that
        // iterator looks up the metadata of its `(offset, element)?` (about 1,600
        // instructions per matcher, callgrind, debug scenario d).
        var position = 0
        while position < matchers.count {
            let matcher = matchers[position]
            if let builtIn = FastMatcher.builtIn(matcher, fastPath: fastPath) {
                fast.append(builtIn)
            } else {
                fast.append(FastMatcher(.general))
                if let captor = matcher as? any CapturingMatcher { captors.append((position, captor)) }
            }
            position += 1
        }
        self.fast = fast
        self.captors = captors
        followsUp = captors.count > 0 || step != nil
        // A recording mock's expectations answer through the general path, which
        // keeps what they answer: no type is handed out immediately.
        // `if let`, not `map` and `??`: unoptimized, those are generic calls with a closure.
        if answersImmediately, let box = behavior.action.immediateBox {
            immediateBox = Unretained(box)
            immediateType = box.storedType
        } else {
            immediateBox = nil
            immediateType =
                answersImmediately && behavior.action.answersVoidImmediately ? ScalarMetadata.bits(Void.self) : 0
        }
        // Last, moved in: read after it, the behavior would be copied first.
        self.behavior = behavior
    }

    /// Whether it can answer another interaction. Read under the lock.
    var isAvailable: Bool {
        guard let limit else { return true }
        return used < limit
    }

    /// Whether `verify()` should report it. Read under the lock.
    var isUnmet: Bool { used < minimum }
}

/// An expectation's place in a sequence set with `expectInOrder`.
struct SequenceStep: Sendable {
    let sequence: ExpectationSequence
    let index: Int
}
