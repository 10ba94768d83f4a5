"""Frameworks that build a tool's JSON schema from its signature see the same tool."""

from __future__ import annotations

from typing import Literal

import pytest
from pydantic import BaseModel, TypeAdapter

from toolretry import smart_retry_with_observation


class Address(BaseModel):
    street: str
    zip_code: str


def get_weather(city: str, unit: Literal["c", "f"] = "c", days: int = 1) -> dict[str, float]:
    """Weather for a city."""
    return {"temp": 21.0}


async def ship(order_id: int, to: Address, *, express: bool = False) -> str:
    """Ship an order."""
    return "shipped"


@pytest.mark.parametrize("tool", [get_weather, ship])
def test_pydantic_derives_the_same_arguments_schema(tool: object) -> None:
    """pydantic (which PydanticAI, LangChain and MCP servers use) sees identical arguments."""
    decorated = smart_retry_with_observation(tool)  # type: ignore[call-overload]
    assert TypeAdapter(decorated).json_schema() == TypeAdapter(tool).json_schema()
