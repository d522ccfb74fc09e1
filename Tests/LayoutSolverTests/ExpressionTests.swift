import Testing
import LayoutSolver

@Suite("Expressions and operators")
struct ExpressionTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test func variableArithmetic() {
        let e = 2 * x + y - 10
        #expect(e.terms.count == 2)
        #expect(e.terms[0].variable === x && e.terms[0].coefficient == 2)
        #expect(e.terms[1].variable === y && e.terms[1].coefficient == 1)
        #expect(e.constant == -10)
        #expect(e.description == "2 x + y - 10")
    }

    @Test func subtractionNegationDivision() {
        let e = -(x - y) / 2 + 3
        #expect(e.terms.map(\.coefficient) == [-0.5, 0.5])
        #expect(e.constant == 3)
        let f = 4 - x * 3
        #expect(f.terms[0].coefficient == -3 && f.constant == 4)
        let g = (x + 1) * 2 - (y + 1)
        #expect(g.terms.map(\.coefficient) == [2, -1] && g.constant == 1)
    }

    @Test func relationalOperatorsBuildRequiredConstraints() {
        let c1: Constraint = x + 1 == y
        #expect(c1.relation == .equal && c1.priority == .required)
        #expect(c1.expression.constant == 1)
        #expect(c1.expression.terms.map(\.coefficient) == [1, -1])
        let c2: Constraint = x <= 5
        #expect(c2.relation == .lessThanOrEqual && c2.constant == -5)
        let c3: Constraint = 10 >= 2 * x
        #expect(c3.relation == .greaterThanOrEqual && c3.constant == 10)
        #expect(c3.expression.terms[0].coefficient == -2)
    }

    @Test func priorityOperatorMakesACopy() {
        let c: Constraint = x == 600
        let weak = c | 330
        #expect(weak.priority == Priority(330))
        #expect(weak !== c)
        #expect(c.priority == .required)
        #expect(weak.description == "x - 600 == 0 @330")
    }

    @Test func constraintsHaveIdentity() {
        let a: Constraint = x == 1
        let b: Constraint = x == 1
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
        #expect(x != Variable("x"))
    }

    @Test(arguments: [
        (Priority(1000), true), (Priority(999.999), true), (Priority(0.001), true),
        (Priority(0), false), (Priority(-1), false), (Priority(1000.5), false), (Priority(.nan), false),
    ])
    func priorityValidity(priority: Priority, valid: Bool) {
        #expect(priority.isValid == valid)
    }

    @Test func priorityLiteralsAndOrder() {
        let a: Priority = 250
        let b: Priority = 250.5
        #expect(a < b && b < .required)
        #expect(Priority.required.value == 1000)
    }
}
