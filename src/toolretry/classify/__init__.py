"""Exception → ErrorInfo: user rules, ToolError, builtin errors, HTTP facts and Retry-After.

Recognisers for real clients (requests, httpx, aiohttp, the SDKs) match by class name: no client
is imported here.
"""

from __future__ import annotations

from ._classify import classify, classify_failure

__all__ = ["classify", "classify_failure"]
