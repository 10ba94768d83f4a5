"""A node provider's key that is the whole path of its RPC URL.

Blockchain node providers put the project's key in the path, alone or after a version:
`https://mainnet.<provider>/v3/<key>`, `https://go.<provider>/<key>/`, `https://eth-mainnet.
<provider>/<uuid>`. A REST URL names a collection before an id (`/users/<uuid>`), so a path
of one generated segment (hexadecimal of 32 digits or more, a UUID, or a generated run) is the
key where the URL is an RPC endpoint: its host or the 40 characters before it on its line say
`rpc`, `mainnet`, `testnet`, `web3`, `node` or `chain` (`RPC_URL=…`, `JsonRpcProvider("…")`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Rule, Scan, Span, is_uuid, looks_generated
from ._engine import vectors as _v

__all__ = ["RPC_URL_ROWS"]

_RPC_URL = re.compile(
    r"https?://([a-z0-9.-]{1,120})(?::\d{1,5})?/(?:v\d{1,2}/)?"
    r"([A-Za-z0-9_-]{16,128})/?(?=[\s\"'`<>)\],;]|$)"
)
_RPC_WORDS = re.compile(r"rpc|mainnet|testnet|web3|node|chain")
_HEX = re.compile(r"[0-9a-f]{32,}")


def _rpc_keys(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    for url in _RPC_URL.finditer(text):
        key = url.group(2)
        if key == REDACTED or not (_HEX.fullmatch(key) or is_uuid(key) or looks_generated(key, 16)):
            continue
        line_start = max(folded.rfind("\n", 0, url.start()) + 1, url.start() - 40)
        if _RPC_WORDS.search(folded, line_start, url.end(1)) is not None:
            yield url.span(2)


R = REDACTED
RPC_URL_ROWS = (
    Rule(
        "rpc_url_key",
        ("://",),
        _rpc_keys,
        "the host, the version; a path that names a collection before an id; a URL no RPC word "
        "stands by",
        _v(("provider = https://mainnet.example.io/v3/9aa3d95b3bc440fa88ea12eaa4456161",
            f"provider = https://mainnet.example.io/v3/{R}"),
           ("RPC_URL=https://go.example.io/c342c3241ae55f4d162c5fd62c950855/",
            f"RPC_URL=https://go.example.io/{R}/")),
        ("GET https://api.example.com/users/aea1af85-cb62-0a97-3abe-80b4b6533f2a -> 404",
         "see https://gist.example.com/9aa3d95b3bc440fa88ea12eaa4456161",
         "rpc: https://node.example.io/status"),
        needs=(("rpc", "mainnet", "testnet", "web3", "node", "chain"),),
    ),
)  # fmt: skip
