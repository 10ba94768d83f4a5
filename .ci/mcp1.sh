#!/usr/bin/env bash
# The MCP adapter on mcp 1.x (FastMCP): mcp 1.x and 2.x cannot share one environment, so this
# runs tests/mcp1 in a virtualenv of its own. Run from anywhere: bash .ci/mcp1.sh
set -euo pipefail
cd "$(dirname "$0")/.."

python3 -m venv .venv-mcp1
# shellcheck disable=SC1091
. .venv-mcp1/bin/activate
python -m pip install --quiet --upgrade pip
python -m pip install --quiet -e . "mcp>=1.30,<2" "pytest>=8" "pytest-asyncio>=0.23"
python -m pytest tests/mcp1 -p no:cacheprovider
