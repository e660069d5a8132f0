#!/usr/bin/env bash
# Renders every interviewer sentence of every interview script (src/interview-scripts/data/*.json) to a small Ogg/Opus clip
# and writes fixtures/audio/manifest.json (line id -> file, duration, transcript, hash).
#
# Usage (from apps/mock-server):   bash scripts/make-audio.sh          # only re-renders what changed
#                                  FORCE=1 bash scripts/make-audio.sh  # re-renders everything
# Needs: espeak-ng, ffmpeg (libopus), ffprobe, jq.
#
# Idempotent: each clip's hash covers voice + speed + encoder settings + text; a clip whose hash matches the
# manifest is kept byte-for-byte, clips of removed lines are deleted. ffmpeg runs with bitexact flags so the
# same input gives the same bytes on re-render.
set -euo pipefail

cd "$(dirname "$0")/.."
DATA_DIR=src/interview-scripts/data
OUT_DIR=fixtures/audio
MANIFEST="$OUT_DIR/manifest.json"
SPEED=165          # espeak-ng words per minute
BITRATE=16k        # Opus; speech stays intelligible, a 3 s sentence is ~6 KB
RATE=16000         # matches the app's own 16 kHz mono recording
ENCODER="libopus-$BITRATE-$RATE-voip-mono-ogg"

for tool in espeak-ng ffmpeg ffprobe jq sha256sum; do
  command -v "$tool" >/dev/null || { echo "make-audio: missing $tool" >&2; exit 1; }
done

mkdir -p "$OUT_DIR"
[[ -f "$MANIFEST" ]] || echo '{}' >"$MANIFEST"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# One TSV row per sentence: scenario, voice, line id, text. Line ids must match src/interview-scripts/turns.ts.
LINES_JQ='
  .id as $s | .voice as $v
  | ([{id: "opening", t: .opening}]
     + ([.questions | to_entries[] | {id: "q\(.key + 1)", t: .value}, {id: "q\(.key + 1)-followup", t: .value.followUp}])
     + [{id: "closing", t: .closing}])[]
  | .id as $tid
  | .t.sentences | to_entries[]
  | [$s, $v, "\($tid)-\(.key + 1)", .value] | @tsv'

: >"$TMP/entries.jsonl"
rendered=0
kept=0
for json in "$DATA_DIR"/*.json; do
  while IFS=$'\t' read -r scenario voice line text; do
    dir="$OUT_DIR/$scenario"
    file="$scenario/$line.ogg"
    mkdir -p "$dir"
    hash=$(printf '%s|%s|%s|%s' "$voice" "$SPEED" "$ENCODER" "$text" | sha256sum | cut -c1-16)
    old=$(jq -r --arg s "$scenario" --arg l "$line" '.scenarios[$s].lines[$l].hash // ""' "$MANIFEST")
    if [[ -z "${FORCE:-}" && "$old" == "$hash" && -f "$OUT_DIR/$file" ]]; then
      kept=$((kept + 1))
    else
      espeak-ng -v "$voice" -s "$SPEED" -w "$TMP/line.wav" -- "$text"
      ffmpeg -nostdin -loglevel error -y -i "$TMP/line.wav" \
        -ac 1 -ar "$RATE" -c:a libopus -b:a "$BITRATE" -application voip \
        -flags:a +bitexact -fflags +bitexact -map_metadata -1 "$OUT_DIR/$file"
      rendered=$((rendered + 1))
    fi
    ms=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$OUT_DIR/$file" | awk '{printf "%d", $1 * 1000}')
    bytes=$(stat -c %s "$OUT_DIR/$file")
    jq -cn --arg s "$scenario" --arg v "$voice" --arg l "$line" --arg f "$file" --arg t "$text" \
      --arg h "$hash" --argjson ms "$ms" --argjson b "$bytes" \
      '{scenario: $s, voice: $v, line: $l, entry: {file: $f, durationMs: $ms, bytes: $b, transcript: $t, hash: $h}}' \
      >>"$TMP/entries.jsonl"
  done < <(jq -r "$LINES_JQ" "$json")
done

# Drop clips whose line no longer exists (renamed scenario, shortened turn).
jq -r '.entry.file' "$TMP/entries.jsonl" | sort >"$TMP/expected.txt"
while IFS= read -r -d '' clip; do
  rel=${clip#"$OUT_DIR/"}
  if ! grep -Fxq -- "$rel" "$TMP/expected.txt"; then
    rm -f "$clip"
    echo "removed stale $rel"
  fi
done < <(find "$OUT_DIR" -name '*.ogg' -not -path "$OUT_DIR/samples/*" -print0)
find "$OUT_DIR" -mindepth 1 -type d -empty -not -path "$OUT_DIR/samples" -delete

jq -s --arg enc "$ENCODER" '{
    format: {container: "ogg", codec: "opus", mimeType: "audio/ogg; codecs=opus", encoder: $enc},
    scenarios: (group_by(.scenario) | map({key: .[0].scenario,
      value: {voice: .[0].voice, lines: (map({key: .line, value: .entry}) | from_entries)}}) | from_entries)
  }' "$TMP/entries.jsonl" >"$MANIFEST.tmp"
mv "$MANIFEST.tmp" "$MANIFEST"

# A tiny WebM/Opus clip shaped like the browser's MediaRecorder output, for user_response_audio tests.
SAMPLE="$OUT_DIR/samples/answer.webm"
if [[ -n "${FORCE:-}" || ! -f "$SAMPLE" ]]; then
  mkdir -p "$OUT_DIR/samples"
  espeak-ng -v en-us -s "$SPEED" -w "$TMP/sample.wav" -- 'This is my answer.'
  ffmpeg -nostdin -loglevel error -y -i "$TMP/sample.wav" -ac 1 -ar "$RATE" \
    -c:a libopus -b:a 16k -application voip -flags:a +bitexact -fflags +bitexact -map_metadata -1 -f webm "$SAMPLE"
fi

total=$(du -cb "$OUT_DIR" | tail -1 | cut -f1)
echo "make-audio: rendered $rendered, kept $kept, total $(numfmt --to=iec "$total")B in $OUT_DIR"
