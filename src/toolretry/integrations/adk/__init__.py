"""toolretry in Google ADK: ``FunctionTool`` answers natively, ``TurnPlugin`` scopes a run.

Needs the ``adk`` extra (``pip install "toolretry[adk]"``); ``import toolretry`` never imports
ADK.
"""

from __future__ import annotations

from ._plugin import TurnPlugin
from ._tool import FunctionTool

__all__ = ["FunctionTool", "TurnPlugin"]
