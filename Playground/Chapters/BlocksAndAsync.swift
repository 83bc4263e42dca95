import ScoutCore

func blocksAndAsync() async {
    chapter("4. Blocks, completion handlers and async")
    let service = MockUserService()

    service.expect.fetch(id: any()).toAlways { args in
        User(id: try args.id, name: "generated")
    }
    step("A block computes the result from typed arguments: fetch(id: 8)", (try? service.fetch(id: 8)))

    service.expect.load(id: 1, completion: any()).to { args in
        let completion: @Sendable (Result<User, LookupError>) -> Void = try args.completion
        completion(.success(ada))
    }
    service.load(id: 1) { result in step("A block calls the completion handler it received", result) }

    service.expect.avatar(for: ada).to { _ async in
        await Task.yield()
        return "ada.png"
    }
    let avatar = try? await service.avatar(for: ada)
    step("An async block answers a call made with await", avatar ?? "nil")
    service.verify()
}
