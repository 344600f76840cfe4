import GestureKit

// A SwiftUI screen in the shape smart-home and audio apps write for a custom slider: a track
// drawn from shapes, a GeometryReader that turns the finger's x into a value, a drag that
// starts on touch-down, VoiceOver's swipe up and down through an adjustable action, and a
// button that must be held to lock the slider.

struct ThermostatScreen: View {
  @State private var temperature = 20.0
  @State private var isLocked = false
  @State private var isPressingLock = false
  @State private var changes: [String] = []

  var body: some View {
    VStack(spacing: 24) {
      Text("\(temperature, specifier: "%.1f")°")
        .font(.largeTitle)
      TemperatureSlider(value: $temperature, range: 10...30, step: 0.5)
        .frame(height: 44)
        .allowsHitTesting(!isLocked)
        .padding(.horizontal, 20)
      Text(isLocked ? "Unlock" : "Hold to lock")
        .frame(maxWidth: .infinity, minHeight: 60)
        .background {
          Capsule().fill(isPressingLock ? Color.gray : Color.blue)
        }
        .overlay(alignment: .trailing) {
          Image(systemName: isLocked ? "lock.fill" : "lock.open")
            .padding(.trailing, 16)
        }
        .onLongPressGesture(minimumDuration: 0.8) {
          isLocked.toggle()
        } onPressingChanged: { pressing in
          isPressingLock = pressing
        }
        .sensoryFeedback(.success, trigger: isLocked)
        .padding(.horizontal, 20)
      Spacer()
    }
    .padding(.top, 40)
    .onChange(of: temperature) { oldValue, newValue in
      changes.append("\(oldValue)→\(newValue)")
    }
    .sensoryFeedback(trigger: temperature) { oldValue, newValue in
      newValue > oldValue ? .increase : .decrease
    }
  }
}

/// A slider whose knob jumps to the finger on touch-down and follows it, in steps.
struct TemperatureSlider: View {
  @Binding var value: Double
  let range: ClosedRange<Double>
  let step: Double

  private var fraction: Double {
    (value - range.lowerBound) / (range.upperBound - range.lowerBound)
  }

  var body: some View {
    GeometryReader { proxy in
      let width = proxy.size.width
      ZStack(alignment: .leading) {
        Capsule()
          .fill(Color.gray.opacity(0.3))
          .frame(height: 6)
        Capsule()
          .fill(Color.blue)
          .frame(width: width * fraction, height: 6)
        Circle()
          .frame(width: 28, height: 28)
          .offset(x: width * fraction - 14)
      }
      .frame(maxHeight: .infinity)
      .contentShape(Rectangle())
      .gesture(
        DragGesture(minimumDistance: 0)
          .onChanged { drag in
            let clamped = min(max(drag.location.x / width, 0), 1)
            let raw = range.lowerBound + clamped * (range.upperBound - range.lowerBound)
            value = (raw / step).rounded() * step
          }
      )
    }
    .accessibilityElement()
    .accessibilityLabel("Temperature")
    .accessibilityValue(Text("\(value, specifier: "%.1f") degrees"))
    .accessibilityHint("Swipe up or down to adjust")
    .accessibilityAdjustableAction { direction in
      switch direction {
      case .increment: value = min(value + step, range.upperBound)
      case .decrement: value = max(value - step, range.lowerBound)
      @unknown default: break
      }
    }
  }
}
