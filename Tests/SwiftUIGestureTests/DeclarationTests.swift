import GestureCore
import GestureTestSupport
import GestureUI
import Testing

@Test("Each edge a SwiftUI gesture's diagram draws is declared by every rule it names")
func swiftUIDeclarationEdgesAreDeclared() {
  let declarations = RecognizerDeclaration.swiftUIGestures
  #expect(
    declarations.map(\.name) == [
      "TapGesture", "SpatialTapGesture", "LongPressGesture", "DragGesture", "MagnifyGesture",
      "RotateGesture", "SimultaneousGesture", "SequenceGesture", "ExclusiveGesture",
    ])
  // No name is taken twice among everything `gesturesim diagram` lists.
  let names = (RecognizerDeclaration.builtIns + declarations).map(\.name)
  #expect(Set(names).count == names.count)
  for declaration in declarations {
    #expect(declaration.edgeProblems == [])
  }
}
