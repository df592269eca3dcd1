#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ (outside the package build: `make test` never sees them) and runs each
# for SECONDS (default 600), one after another, at low priority. Usage:
#   scripts/fuzz.sh [SECONDS] [TARGET...]
#     targets: pbxproj xcconfig xcstrings strings stringsdict assetcatalog fixtures reports rewriter
# The first five are their reader module's sources compiled with the fuzz entry point in one `swiftc` call; the
# last four need the package's build (Pango, swift-syntax): SwiftPM builds them with WIDGETRY_FUZZ=1 (which adds
# them to the manifest) with `-sanitize=fuzzer,address`, in .build-fuzz/pkg. Both use the address sanitizer.
# New corpus entries go to .build-fuzz/corpus/TARGET (the seeds in Fuzz/Corpus/TARGET are read, not written);
# Leak detection is off: Foundation's property-list and file readers keep CF objects and buffers for the
# process's life, which LeakSanitizer reports on the first input. A crash or hang leaves crash-*/timeout-* in .build-fuzz/artifacts/TARGET and stops that target.
set -euo pipefail
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"  # also at exit, not only per input
cd "$(dirname "$0")/.."
seconds="${1:-600}"; shift || true
targets=("$@"); [ ${#targets[@]} -gt 0 ] || targets=(pbxproj xcconfig xcstrings strings stringsdict assetcatalog fixtures reports rewriter)
out=.build-fuzz
mkdir -p "$out"

module_of() {
  case "$1" in
    pbxproj) echo "WidgetryXcode FuzzPBXProj" ;;
    xcconfig) echo "WidgetryXcode FuzzXCConfig" ;;
    xcstrings) echo "WidgetryLocalization FuzzStringCatalog FuzzLookup" ;;
    strings) echo "WidgetryLocalization FuzzStrings FuzzLookup" ;;
    stringsdict) echo "WidgetryLocalization FuzzStringsDict FuzzLookup" ;;
    assetcatalog|fixtures|reports|rewriter) echo "package" ;;
    *) echo "unknown fuzz target '$1' (pbxproj xcconfig xcstrings strings stringsdict assetcatalog fixtures reports rewriter)" >&2; exit 2 ;;
  esac
}

for target in "${targets[@]}"; do
  read -r module harness extra <<<"$(module_of "$target")"
  if [ "$module" = package ]; then
    echo "== building fuzz-$target (SwiftPM, sanitized)"
    # The debug configuration: a release build of these modules (swift-syntax, WidgetryUI) takes far longer to
    # compile than the fuzzing gains from optimisation.
    # `-sanitize=fuzzer,address` as one flag: swiftc keeps only the last `-sanitize=`, and SwiftPM writes one per
    # `--sanitize` in no fixed order, so `--sanitize fuzzer --sanitize address` built without coverage or without ASan.
    if ! WIDGETRY_FUZZ=1 swift build --scratch-path "$out/pkg" --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address --product "fuzz-$target" \
         >"$out/build-$target.log" 2>&1; then
      grep -E "error" "$out/build-$target.log" >&2; echo "fuzz-$target did not build: $out/build-$target.log" >&2; exit 1
    fi
    ln -sf "pkg/debug/fuzz-$target" "$out/fuzz-$target"
    continue
  fi
  files=(Sources/"$module"/*.swift Fuzz/Support/FuzzInput.swift Fuzz/Targets/"$harness".swift)
  [ -n "${extra:-}" ] && files+=(Fuzz/Targets/"$extra".swift)
  echo "== building fuzz-$target"
  # -parse-as-library: libFuzzer brings main(); the reader's sources and the entry point are one module.
  swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name "$module" -swift-version 6 \
    "${files[@]}" -o "$out/fuzz-$target" 2> >(grep -v "Cannot export local symbol" >&2)
done

# Seeds taken from the project's own files where they are, rather than copies kept in Fuzz/Corpus: the examples'
# asset sets, fixtures and Swift files, gathered into .build-fuzz/seeds/TARGET each run.
seed_files() {
  case "$1" in
    assetcatalog) find Examples Tests -path '*/.build' -prune -o -path '*.xcassets/*' -name Contents.json -print ;;
    fixtures) find Examples -path '*/.build' -prune -o -path '*/Fixtures/*' -name '*.json' -print ;;
    rewriter) find Examples -path '*/.build' -prune -o -name '*.swift' -print ;;
  esac
}

for target in "${targets[@]}"; do
  mkdir -p "$out/corpus/$target" "$out/artifacts/$target"
  rm -rf "$out/seeds/$target"; mkdir -p "$out/seeds/$target"
  seed_files "$target" | while read -r file; do cp "$file" "$out/seeds/$target/$(echo "$file" | tr '/' '_')"; done
  echo "== fuzzing $target for $seconds s"
  # -timeout: one input taking over 10 s is a hang; -rss_limit_mb bounds memory; the log keeps the final stats.
  nice -n 10 "$out/fuzz-$target" "$out/corpus/$target" "Fuzz/Corpus/$target" "$out/seeds/$target" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 -max_len=65536 -print_final_stats=1 \
    -artifact_prefix="$out/artifacts/$target/" 2>&1 | tee "$out/$target.log" | grep -E "^#[0-9]+ +(INITED|DONE|pulse)|ERROR|SUMMARY|stat::" || true
done
