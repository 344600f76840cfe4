import Foundation
import GestureCore

/// A modifier whose effect lives on the `UIView` that stands for the modified content in the
/// window (gesture attachments, representable gestures). The view graph makes an attachment
/// when the node appears, updates it on every evaluation of the node with the modifier's new
/// value and environment, and removes it when the node leaves the graph.
///
/// The modified content gets a `UIView` of its own, with the content's frame, that contains the
/// content's views: hit testing passes through it to the content, so a touch on the content
/// reaches the recognizers attached to it, and `location(in:)` on that view is the modified
/// content's local space. Modifiers chained on one view get views that nest, the innermost
/// modifier's view inside: `Rectangle().gesture(a).gesture(b)` attaches `a` to a view inside
/// the view `b` is attached to. Within one update pass attachments are made and updated inner
/// first (deepest node first), after the views are in the tree.
@MainActor package protocol NodeViewModifier: ViewModifier where Body == Never {
  /// What the modifier keeps on the view while the node lives, such as a recognizer.
  associatedtype Attachment: AnyObject

  /// Attaches the modifier's effect to `view` when the node appears.
  func makeAttachment(on view: UIView, environment: EnvironmentValues) -> Attachment

  /// Brings `attachment` up to date with this value of the modifier and `environment`, at
  /// every evaluation of the node after the first.
  func updateAttachment(_ attachment: Attachment, on view: UIView, environment: EnvironmentValues)

  /// Removes `attachment` from `view` when the node leaves the graph.
  func removeAttachment(_ attachment: Attachment, from view: UIView)
}

extension NodeViewModifier {
  /// The node becomes an element of its own around `content`, and its attachment is scheduled.
  func makeAttachmentContent(modifying content: some View, in node: ViewNode) -> NodeContent {
    node.scheduleAttachment(NodeAttachmentRecord(modifier: self))
    var result = NodeContent(layout: PassThroughLayout())
    result.append(content, at: .content)
    return result
  }
}

/// A node's attachment, with the modifier that made it, type-erased for the node.
@MainActor class AnyNodeAttachment {
  /// Makes the attachment on `view`, or updates the existing one from `previous`.
  func apply(on view: UIView, environment: EnvironmentValues, previous: AnyNodeAttachment?) {}

  /// Removes the attachment.
  func remove() {}
}

/// The attachment of one ``NodeViewModifier``.
@MainActor final class NodeAttachmentRecord<Modifier: NodeViewModifier>: AnyNodeAttachment {
  let modifier: Modifier
  private(set) var attachment: Modifier.Attachment?
  private weak var view: UIView?

  init(modifier: Modifier) {
    self.modifier = modifier
  }

  override func apply(on view: UIView, environment: EnvironmentValues, previous: AnyNodeAttachment?)
  {
    if let previous = previous as? Self, let existing = previous.attachment,
      previous.view === view
    {
      attachment = existing
      self.view = view
      modifier.updateAttachment(existing, on: view, environment: environment)
      return
    }
    previous?.remove()
    self.view = view
    attachment = modifier.makeAttachment(on: view, environment: environment)
  }

  override func remove() {
    guard let attachment, let view else { return }
    self.attachment = nil
    modifier.removeAttachment(attachment, from: view)
  }
}
