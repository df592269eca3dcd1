// `import simd`: the simd library's functions (`simd_length`, `simd_normalize`, `simd_mix`, …), its vector
// type names and `simd_quatf`, on the standard library's SIMD types as on iOS. See docs/compatibility.md.
@_exported import WidgetrySIMD
