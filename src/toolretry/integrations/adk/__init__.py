"""toolretry in Google ADK: ``FunctionTool`` answers natively, ``TurnPlugin`` scopes a run.

Needs the ``adk`` extra (``pip install "toolretry[adk]"``); ``import toolretry`` never imports
ADK.
"""

from __future__ import annotations

try:
    import google.adk  # noqa: F401  # Checked first, to name the extra when it is missing.
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        'toolretry.integrations.adk needs Google ADK: pip install "toolretry[adk]"'
    ) from exc

from ._plugin import TurnPlugin
from ._tool import FunctionTool

__all__ = ["FunctionTool", "TurnPlugin"]
