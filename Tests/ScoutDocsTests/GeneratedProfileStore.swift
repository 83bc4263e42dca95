// The protocol of the typed-mock examples, and its mock as generate-mocks writes it
// (from a module App; here, beside the protocol, without its import).

import class Scout.Mock
import struct Scout.MockMembers
import protocol Scout.TypedMockable
import protocol Scout.TypedArgMatcher
import struct Scout.TypedCall
import struct Scout.TypedProperty
import struct Scout.TypedReceivedProperty
import struct Scout.TypedObservedProperty
import enum Scout.ReadOnly
import enum Scout.ReadWrite
import struct Scout.ExpectProxy
import struct Scout.ReceivedProxy
import struct Scout.ObserveProxy
import struct Scout.ReceivedInteractions
import struct Scout.ObservedInteractions
import protocol Scout.TypedExpectSurface
import protocol Scout.TypedReceivedSurface
import protocol Scout.TypedObserveSurface
import struct Scout.StaticMock

public struct Profile: Equatable, Sendable {
    public let id: Int
    public let name: String
    public init(id: Int, name: String) { self.id = id; self.name = name }
}

public protocol ProfileStore: Sendable {
    var region: String { get set }
    func fetch(id: Int) async throws -> Profile
    func save(_ profile: Profile, overwrite: Bool) throws
}

final class MockProfileStore: ProfileStore, TypedMockable, Sendable {
    let mock: Mock

    /// A strict mock, created at the caller's line, or the one given: `MockProfileStore(Mock(policy: .relaxed))`.
    init(
        _ mock: Mock? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.mock = mock ?? Mock(fileID: fileID, filePath: filePath, line: line, column: column)
        self.mock.declare(membersOfMockProfileStore)
    }

    var region: String {
        get { mock.get.region }
        set { mock.set.region = newValue }
    }
    func fetch(id: Int) async throws -> Profile { try await mock.call.fetch(id: id) }
    func save(_ profile: Profile, overwrite: Bool) throws { try mock.call.save(profile, overwrite: overwrite) }

    /// Typed expectations and checks: a member, label, argument or answer the protocol does not have does not compile.
    var expect: Expect { Expect(dynamicExpect) }
    var received: Received { Received(dynamicReceived) }
    var observe: Observe { Observe(dynamicObserve) }

    struct Expect: Scout.TypedExpectSurface {
        let untyped: Scout.ExpectProxy
        init(_ untyped: Scout.ExpectProxy) { self.untyped = untyped }
        var region: Scout.TypedProperty<String, Scout.ReadWrite> { .init(untyped.region) }
        func fetch(id: Int) -> Scout.TypedCall<Int, Profile> { .init(untyped.fetch(id: id), parameter: (Int).self) }
        func fetch(id: some Scout.TypedArgMatcher<Int>) -> Scout.TypedCall<Int, Profile> { .init(untyped.fetch(id: id.matcher), parameter: (Int).self) }
        func save(_ profile: Profile, overwrite: Bool) -> Scout.TypedCall<(Profile, Bool), Void> { .init(untyped.save(profile, overwrite: overwrite), parameters: (Profile).self, (Bool).self) }
        func save(_ profile: some Scout.TypedArgMatcher<Profile>, overwrite: Bool) -> Scout.TypedCall<(Profile, Bool), Void> { .init(untyped.save(profile.matcher, overwrite: overwrite), parameters: (Profile).self, (Bool).self) }
        func save(_ profile: Profile, overwrite: some Scout.TypedArgMatcher<Bool>) -> Scout.TypedCall<(Profile, Bool), Void> { .init(untyped.save(profile, overwrite: overwrite.matcher), parameters: (Profile).self, (Bool).self) }
        func save(_ profile: some Scout.TypedArgMatcher<Profile>, overwrite: some Scout.TypedArgMatcher<Bool>) -> Scout.TypedCall<(Profile, Bool), Void> { .init(untyped.save(profile.matcher, overwrite: overwrite.matcher), parameters: (Profile).self, (Bool).self) }
    }

    struct Received: Scout.TypedReceivedSurface {
        let untyped: Scout.ReceivedProxy
        init(_ untyped: Scout.ReceivedProxy) { self.untyped = untyped }
        var region: Scout.TypedReceivedProperty<String, Scout.ReadWrite> { .init(untyped.region) }
        func fetch(id: Int) -> Scout.ReceivedInteractions { untyped.fetch(id: id) }
        func fetch(id: some Scout.TypedArgMatcher<Int>) -> Scout.ReceivedInteractions { untyped.fetch(id: id.matcher) }
        func save(_ profile: Profile, overwrite: Bool) -> Scout.ReceivedInteractions { untyped.save(profile, overwrite: overwrite) }
        func save(_ profile: some Scout.TypedArgMatcher<Profile>, overwrite: Bool) -> Scout.ReceivedInteractions { untyped.save(profile.matcher, overwrite: overwrite) }
        func save(_ profile: Profile, overwrite: some Scout.TypedArgMatcher<Bool>) -> Scout.ReceivedInteractions { untyped.save(profile, overwrite: overwrite.matcher) }
        func save(_ profile: some Scout.TypedArgMatcher<Profile>, overwrite: some Scout.TypedArgMatcher<Bool>) -> Scout.ReceivedInteractions { untyped.save(profile.matcher, overwrite: overwrite.matcher) }
    }

    struct Observe: Scout.TypedObserveSurface {
        let untyped: Scout.ObserveProxy
        init(_ untyped: Scout.ObserveProxy) { self.untyped = untyped }
        var region: Scout.TypedObservedProperty<String, Scout.ReadWrite> { .init(untyped.region) }
        func fetch(id: Int) -> Scout.ObservedInteractions { untyped.fetch(id: id) }
        func fetch(id: some Scout.TypedArgMatcher<Int>) -> Scout.ObservedInteractions { untyped.fetch(id: id.matcher) }
        func save(_ profile: Profile, overwrite: Bool) -> Scout.ObservedInteractions { untyped.save(profile, overwrite: overwrite) }
        func save(_ profile: some Scout.TypedArgMatcher<Profile>, overwrite: Bool) -> Scout.ObservedInteractions { untyped.save(profile.matcher, overwrite: overwrite) }
        func save(_ profile: Profile, overwrite: some Scout.TypedArgMatcher<Bool>) -> Scout.ObservedInteractions { untyped.save(profile, overwrite: overwrite.matcher) }
        func save(_ profile: some Scout.TypedArgMatcher<Profile>, overwrite: some Scout.TypedArgMatcher<Bool>) -> Scout.ObservedInteractions { untyped.save(profile.matcher, overwrite: overwrite.matcher) }
    }
}

private let membersOfMockProfileStore = MockMembers("region", "fetch(id:)", "save(_:overwrite:)")
