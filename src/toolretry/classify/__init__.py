"""Exception → ErrorInfo: user rules, ToolError, builtin errors, HTTP facts and Retry-After.

Recognisers for real clients (requests, httpx, aiohttp, the SDKs) match by class name: no client
is imported here. ``attempt_links`` is the rule for which chained exceptions an attempt's
verdict may come from (explicit causes, and contexts caught inside the attempt).
"""

from __future__ import annotations

from ._chain import attempt_links
from ._classify import classify, classify_failure

__all__ = ["attempt_links", "classify", "classify_failure"]
