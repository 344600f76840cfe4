#if canImport(SwiftUI)
  import SwiftUI
#else
  import GestureKit
#endif

// A shop's search screen as iOS 13–16 apps write one: a view model whose query is debounced on
// the main queue and combined with the chosen category, publishing the matching products into a
// `@Published` property with `assign(to:)`; the view binds a text field to the query and shows
// one row per result under a strip of category buttons.

struct Product: Identifiable, Equatable {
  enum Category: String, CaseIterable {
    case all = "All"
    case fruit = "Fruit"
    case vegetables = "Vegetables"
  }

  let id: Int
  let name: String
  let category: Category

  static let catalogue = [
    Product(id: 1, name: "Apple", category: .fruit),
    Product(id: 2, name: "Apricot", category: .fruit),
    Product(id: 3, name: "Banana", category: .fruit),
    Product(id: 4, name: "Grape", category: .fruit),
    Product(id: 5, name: "Pear", category: .fruit),
    Product(id: 6, name: "Pea", category: .vegetables),
    Product(id: 7, name: "Pepper", category: .vegetables),
    Product(id: 8, name: "Spinach", category: .vegetables),
  ]
}

final class ProductSearchModel: ObservableObject {
  @Published var query = ""
  @Published var category = Product.Category.all
  @Published private(set) var results: [Product] = []
  /// How often the catalogue was searched.
  @Published private(set) var searches = 0

  init(catalogue: [Product] = Product.catalogue) {
    $query
      .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
      .removeDuplicates()
      .combineLatest($category)
      .map { query, category in
        catalogue.filter { product in
          (category == .all || product.category == category)
            && (query.isEmpty || product.name.localizedCaseInsensitiveContains(query))
        }
      }
      .handleEvents(receiveOutput: { [weak self] _ in self?.searches += 1 })
      .assign(to: &$results)
  }
}

struct ProductSearchScreen: View {
  @StateObject private var model = ProductSearchModel()

  var body: some View {
    VStack(spacing: 0) {
      TextField("Search", text: $model.query)
        .textFieldStyle(.roundedBorder)
        .frame(height: 44)
      HStack(spacing: 0) {
        ForEach(Product.Category.allCases, id: \.self) { category in
          Button(category.rawValue) { model.category = category }
            .frame(width: 130, height: 44)
        }
      }
      ForEach(model.results) { product in
        ProductRow(product: product)
      }
      Spacer()
    }
  }
}

struct ProductRow: View {
  let product: Product

  var body: some View {
    HStack {
      Text(product.name)
      Spacer()
      Text(product.category.rawValue)
    }
    .frame(height: 50)
  }
}
