#!/usr/bin/env bash
# `swift test ARGS`, and once more if it fails: a test that fails only on a busy or wider machine (more cores than
# the two it was written on) must not hide a green build, and must not go unseen either. When the first run fails
# and the second passes, the failures of the first are printed again under "FLAKY", so the log says which test
# needs attention; a test that fails twice fails the step.
set -uo pipefail
swift=${SWIFT:-swift}
first=$(mktemp)
"$swift" test "$@" 2>&1 | tee "$first"
status=${PIPESTATUS[0]}
[ "$status" -eq 0 ] && exit 0
failed=$(grep -E '✘' "$first" | grep -Ev 'known issue|^✘ Test run with' | tail -n 60)
echo ""
echo "== swift test $* exited $status; running it once more =="
echo "$failed"
"$swift" test "$@"
again=$?
if [ "$again" -eq 0 ]; then
    echo ""
    report="== FLAKY: swift test $* failed once and then passed. The first run's failures: ==
$failed"
    echo "$report"
    # .ci/run repeats it at the end of the log, where a reader looks first.
    mkdir -p .build && echo "$report" >> .build/flaky-tests.txt
fi
exit "$again"
