// snippet: file Sources/App/ProfileModel.swift
public struct User: Equatable, Sendable, Codable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

public protocol UserService: Sendable {
    func fetch(id: Int) async throws -> User
    func signOut()
}

@MainActor
public final class ProfileModel {
    public private(set) var title = ""
    private let service: any UserService

    public init(service: any UserService) {
        self.service = service
    }

    public func load(id: Int) async {
        do {
            title = try await service.fetch(id: id).name
        } catch {
            title = "Unavailable"
        }
    }

    public func signOut() {
        service.signOut()
        title = ""
    }
}
// end-snippet
