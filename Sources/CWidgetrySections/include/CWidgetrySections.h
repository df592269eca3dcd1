// The bounds of the `widgetry_previews` section, where `#Preview` expansions put their records.
// The linker defines __start_/__stop_ symbols for any section whose name is a C identifier; they are weak
// so that a binary without a single preview still links (both are then null).
#ifndef CWIDGETRY_SECTIONS_H
#define CWIDGETRY_SECTIONS_H

/// The first byte of the preview records, or null when the binary has none.
const void *widgetry_preview_records_begin(void);
/// One past the last byte of the preview records, or null when the binary has none.
const void *widgetry_preview_records_end(void);

#endif
