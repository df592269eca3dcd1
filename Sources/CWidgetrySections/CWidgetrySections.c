#include "CWidgetrySections.h"

#if defined(__ELF__)
extern const char __start_widgetry_previews[] __attribute__((weak, visibility("hidden")));
extern const char __stop_widgetry_previews[] __attribute__((weak, visibility("hidden")));
const void *widgetry_preview_records_begin(void) { return __start_widgetry_previews; }
const void *widgetry_preview_records_end(void) { return __stop_widgetry_previews; }
#elif defined(__APPLE__)
#include <mach-o/getsect.h>
#include <mach-o/ldsyms.h>
#include <stddef.h>
// Mach-O names sections segment,section; `#Preview` expansions use __DATA_CONST,widgetry_prevs there.
static const void *bounds(int end) {
    unsigned long size = 0;
    const struct mach_header_64 *header = (const struct mach_header_64 *)&_mh_execute_header;
    uint8_t *start = getsectiondata(header, "__DATA_CONST", "widgetry_prevs", &size);
    if (!start) return NULL;
    return end ? start + size : start;
}
const void *widgetry_preview_records_begin(void) { return bounds(0); }
const void *widgetry_preview_records_end(void) { return bounds(1); }
#else
const void *widgetry_preview_records_begin(void) { return 0; }
const void *widgetry_preview_records_end(void) { return 0; }
#endif
