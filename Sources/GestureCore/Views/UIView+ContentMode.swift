import Foundation

extension UIView {
  /// How a view's content fits its bounds. Raw values match UIKit's. Nothing is drawn: the value
  /// is kept, and `UIImageView/imageFrame` computes where the image would be.
  public enum ContentMode: Int, Sendable {
    case scaleToFill = 0
    case scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left
    case right, topLeft, topRight, bottomLeft, bottomRight
  }
}
