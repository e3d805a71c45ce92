import RecipositoryCore

/// schema.org `ItemList` JSON-LD for listing pages: the recipes in the order shown.
enum ItemListStructuredData {
    /// Script-safe JSON text, the same bytes as `jsonLD(...).scriptSafeText`, assembled from the
    /// cached entries where there are some (listing pages hold 100,000+ items on big sites).
    static func scriptSafeText(name: String, recipes: RecipeList, rootPrefix: String, context: RenderContext) -> String {
        // Keys in sorted order, as JSONValue writes them; written into one string as it grows.
        var text = #"{"@context":"https://schema.org","@type":"ItemList","itemListElement":["#
        for index in recipes.indices {
            guard let entry = context.lists.entry(for: recipes.slug(at: index), rootPrefix: rootPrefix) else {
                return jsonLD(name: name, recipes: recipes, rootPrefix: rootPrefix, context: context).scriptSafeText
            }
            if index > 0 { text += "," }
            text += entry.itemHead
            text += String(index + 1)
            text += entry.itemTail
        }
        text += #"],"name":"#
        text += JSONValue.string(name).scriptSafeText
        text += #","numberOfItems":"#
        text += String(recipes.count)
        text += "}"
        return text
    }

    static func jsonLD(name: String, recipes: some Collection<Recipe>, rootPrefix: String, context: RenderContext) -> JSONValue {
        let items = recipes.enumerated().map { position, recipe in
            JSONValue.object([
                "@type": .string("ListItem"),
                "position": .int(position + 1),
                "name": .string(recipe.title),
                "url": .string(context.structuredDataURL(context.routes.recipe(recipe.slug), rootPrefix: rootPrefix)),
            ])
        }
        return .object([
            "@context": .string("https://schema.org"),
            "@type": .string("ItemList"),
            "name": .string(name),
            "numberOfItems": .int(recipes.count),
            "itemListElement": .array(items),
        ])
    }
}
