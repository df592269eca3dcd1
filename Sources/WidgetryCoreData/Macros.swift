/// What the front door writes in place of `@NSManaged` (nine letters, so columns stay): the property
/// reads and writes the managed object's value for its name. Not written by hand.
@attached(accessor, names: named(get), named(set))
public macro CDManaged() = #externalMacro(module: "WidgetryMacrosPlugin", type: "ManagedPropertyMacro")
