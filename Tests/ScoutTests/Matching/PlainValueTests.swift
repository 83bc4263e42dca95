import Scout
import Testing

/// What users try first: plain values, nil, optionals and ranges where a matcher is
/// expected.
@Suite("Plain values as matchers")
struct PlainValueTests {
    let directory = MockDirectory()

    @Test("expect.find(name: nil) matches only a nil argument")
    func nilMatchesOnlyNil() {
        directory.expect.find(name: nil).to(alwaysReturn(ada))
        #expect(directory.find(name: nil) == ada)
        let failures = captureFailures {
            #expect(directory.find(name: "Ada") == nil)
        }
        #expect(failures.first?.message.contains(#"❌ name: expected nil, got "Ada""#) == true)
    }

    @Test("equalTo(3) and a plain 3 match an Int? argument holding 3")
    func plainValueMatchesOptionalArgument() {
        let mock = Mock()
        mock.expect.lookup(id: 3).to(`return`("plain"))
        mock.expect.lookup(id: equalTo(3)).to(`return`("equalTo"))
        let id: Int? = 3
        let first: String = try! mock.call.lookup(id: id)
        let second: String = try! mock.call.lookup(id: id)
        #expect([first, second] == ["plain", "equalTo"])
    }

    @Test("notNil() matches any non-nil value")
    func notNilMatchesValues() {
        directory.expect.find(name: notNil()).to(alwaysReturn(grace))
        #expect(directory.find(name: "x") == grace)
        #expect(directory.find(name: "") == grace)
    }

    @Test("a plain range matches a value of its bound type by containment")
    func rangeContainment() throws {
        directory.expect.fetch(id: 1...5).to(alwaysReturn(ada))
        directory.expect.find(name: "a"..."m").to(alwaysReturn(grace))
        #expect(try directory.fetch(id: 5) == ada)
        #expect(directory.find(name: "kate") == grace)
        let failures = captureFailures { _ = try? directory.fetch(id: 6) }
        #expect(failures.first?.message.contains("❌ id: expected in 1...5, got 6") == true)
    }

    @Test("half-open and partial ranges work too")
    func otherRanges() {
        let mock = Mock()
        mock.expect.size(..<10).to(`return`("small"))
        mock.expect.size(100...).to(`return`("large"))
        mock.expect.size(10..<100).to(`return`("medium"))
        let answers: [String] = [5, 500, 50].map { try! mock.call.size($0) }
        #expect(answers == ["small", "large", "medium"])
    }

    @Test("a range against a range argument of the same type matches by equality")
    func rangeEquality() {
        let mock = Mock()
        mock.expect.select(1...5).to(`return`(true))
        let same: Bool = try! mock.call.select(1...5)
        #expect(same)
        let failures = captureFailures {
            let other: Bool = try! mock.call.select(1...6)
            #expect(!other)
        }
        #expect(failures.count == 1)
    }

    @Test("a plain value of another type does not silently fail: the message says the types differ")
    func typesDiffer() {
        let line = #line + 2
        let failures = captureFailures {
            directory.expect.score("1").to(`return`(true))
            #expect(directory.score(1.0) == false)
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(
            failure?.message.contains(
                #"❌ #1: expected equal to "1" (String), got 1.0 (Double): the types differ"#) == true)
    }

    @Test("Equatable class instances match by ==")
    func equatableClass() {
        final class Point: Equatable {
            let x: Int
            init(_ x: Int) { self.x = x }
            static func == (lhs: Point, rhs: Point) -> Bool { lhs.x == rhs.x }
        }
        let mock = Mock()
        mock.expect.draw(Point(1)).toBeCalled()
        try! mock.call.draw(Point(1))
        mock.verify()
    }

    @Test("a class that is not Equatable needs identicalTo; a plain instance is a clear failure")
    func nonEquatableClass() {
        final class Session {}
        let session = Session()
        let mock = Mock()
        let line = #line + 2
        let failures = captureFailures {
            mock.expect.attach(session: session).toBeCalled()
        }
        let failure = onlyFailure(failures, at: UInt(line))
        #expect(failure?.message.hasPrefix("Cannot compare argument session of attach(session:)") == true)
        mock.reset()
        mock.expect.attach(session: identicalTo(session)).toBeCalled()
        try! mock.call.attach(session: session)
        mock.verify()
    }

    @Test("a metatype matches exactly that type")
    func metatype() {
        let mock = Mock()
        mock.expect.resolve(Int.self).to(`return`("int"))
        mock.expect.resolve(String.self).to(`return`("string"))
        let first: String = try! mock.call.resolve(String.self)
        let second: String = try! mock.call.resolve(Int.self)
        #expect([first, second] == ["string", "int"])
    }
}

@Suite("Literals fit the parameter")
struct LiteralFitTests {
    @Test("Int, Double and String values match arguments of other number and text types by value")
    func literalsFit() {
        let mock = Mock()
        mock.expect.setLevel(3).toBeCalled()
        mock.expect.setCount(7).toBeCalled()
        mock.expect.setScale(1.5).toBeCalled()
        mock.expect.setRatio(2).toBeCalled()
        mock.expect.setInitial("A").toBeCalled()
        mock.expect.setPrefix("x").toBeCalled()
        let failures = captureFailures {
            try! mock.call.setLevel(Int8(3))
            try! mock.call.setCount(UInt(7))
            try! mock.call.setScale(Float(1.5))
            try! mock.call.setRatio(2.0)
            try! mock.call.setInitial(Character("A"))
            try! mock.call.setPrefix(Substring("x"))
        }
        #expect(failures.isEmpty, "\(failures.map(\.message))")
        mock.verify()
    }

    @Test("a value that does not convert, or another kind of type, does not match")
    func notFitting() {
        let mock = Mock()
        mock.expect.setLevel(300).toBeCalled()
        mock.expect.setScale(0.5).toBeCalled()
        mock.expect.setName("A").toBeCalled()
        mock.expect.setWeight(3.0).toBeCalled()
        mock.expect.setSize(16_777_217).toBeCalled()
        let failures = captureFailures {
            try! mock.call.setLevel(Int8(44))
            try! mock.call.setScale(Float(0.25))
            try! mock.call.setWeight(UInt16(3))  // a floating-point literal fits no integer
            try! mock.call.setSize(Float(16_777_216))  // 16777217 is no Float
            try! mock.call.setName(65)
        }
        #expect(failures.count == 5)
        #expect(failures.last?.message.contains("the types differ") == true)
        mock.reset()
    }
}
