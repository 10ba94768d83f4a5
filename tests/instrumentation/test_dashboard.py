"""The Grafana dashboard shipped in dashboards/toolretry.json queries only metric and label names
that a running toolretry Prometheus exporter really serves."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from otel_prom_backends import Scrape

from toolretry import Backoff, TransientError, smart_retry_with_observation

DASHBOARD = Path(__file__).resolve().parents[2] / "dashboards" / "toolretry.json"
METRIC = re.compile(r"\btoolretry_\w+")
SELECTOR = re.compile(r"\b(toolretry_\w+)\s*\{([^}]*)\}")
MATCHER = re.compile(r"(\w+)\s*(?:=~|!~|!=|=)\s*\"")
GROUPING = re.compile(r"\b(?:by|without)\s*\(([^)]*)\)")
LABEL_VALUES = re.compile(r"label_values\(\s*(toolretry_\w+)\s*,\s*(\w+)\s*\)")


def queries() -> list[str]:
    """Every PromQL expression of the dashboard: panel targets and template variables."""
    board: dict[str, Any] = json.loads(DASHBOARD.read_text(encoding="utf-8"))
    found = [t["expr"] for panel in board["panels"] for t in panel.get("targets", [])]
    for variable in board["templating"]["list"]:
        query = variable.get("query")
        if isinstance(query, dict):
            found.append(query["query"])
    return found


def names_used(expr: str) -> tuple[set[str], set[tuple[str, str]], set[str]]:
    """The metrics, the (metric, label) pairs in selectors and label_values(), and the labels
    of by/without groupings in ``expr``."""
    metrics = set(METRIC.findall(expr))
    pairs = {
        (metric, label)
        for metric, inside in SELECTOR.findall(expr)
        for label in MATCHER.findall(inside)
    }
    pairs |= set(LABEL_VALUES.findall(expr))
    grouped = {
        label.strip()
        for group in GROUPING.findall(expr)
        for label in group.split(",")
        if label.strip()
    }
    return metrics, pairs, grouped


@pytest.fixture
def served(prometheus: Scrape) -> dict[str, set[str]]:
    """Metric names the exporter serves, each with its label names, after a call that
    succeeded at once and one that succeeded on a retry (so every series exists)."""
    runs = {"n": 0}

    @smart_retry_with_observation(backoff=Backoff(base=0.0))
    def flaky() -> str:
        runs["n"] += 1
        if runs["n"] == 1:
            raise TransientError("busy")
        return "ok"

    @smart_retry_with_observation
    def steady() -> str:
        return "ok"

    flaky()
    steady()
    names: dict[str, set[str]] = {}
    for sample in prometheus.samples():
        names.setdefault(sample.name, set()).update(sample.labels)
    return names


@pytest.mark.parametrize("expr", queries())
def test_every_query_uses_served_metric_and_label_names(
    expr: str, served: dict[str, set[str]]
) -> None:
    """Each metric the query names is served, and each label it filters or groups by is one of
    the labels of the metrics it reads."""
    metrics, pairs, grouped = names_used(expr)
    assert metrics, f"no toolretry metric in {expr!r}"
    assert metrics <= set(served), sorted(metrics - set(served))
    for metric, label in pairs:
        assert label in served[metric], (metric, label, sorted(served[metric]))
    labels_read = set().union(*(served[m] for m in metrics))
    assert grouped <= labels_read, sorted(grouped - labels_read)


@pytest.mark.parametrize(
    ("expr", "ok"),
    [
        ('sum by (tool) (rate(toolretry_calls_total{tool=~"$tool"}[5m]))', True),
        ('sum by (tool) (rate(toolretry_call_total{tool=~"$tool"}[5m]))', False),
        ('sum by (tool) (rate(toolretry_calls_total{tol=~"$tool"}[5m]))', False),
        ("sum by (status) (rate(toolretry_calls_total[5m]))", False),
        ("sum by (le) (rate(toolretry_retry_wait_seconds_bucket[5m]))", True),
        ("label_values(toolretry_attempts_total, code)", False),
    ],
)
def test_the_check_catches_a_wrong_name(expr: str, ok: bool, served: dict[str, set[str]]) -> None:
    """The same check refuses a misspelt metric, a misspelt label and a label the metric lacks."""
    metrics, pairs, grouped = names_used(expr)
    passes = (
        metrics <= set(served)
        and all(label in served.get(metric, set()) for metric, label in pairs)
        and grouped <= set().union(*(served.get(m, set()) for m in metrics))
    )
    assert passes is ok


def test_the_dashboard_is_a_grafana_dashboard_with_a_tool_variable() -> None:
    """The file is a dashboard object: a title, panels with targets, and a tool variable that
    every panel's query filters on."""
    board = json.loads(DASHBOARD.read_text(encoding="utf-8"))
    assert board["title"] == "toolretry"
    assert [v["name"] for v in board["templating"]["list"]] == ["datasource", "tool"]
    for panel in board["panels"]:
        assert panel["targets"], panel["title"]
        for target in panel["targets"]:
            assert 'tool=~"$tool"' in target["expr"], panel["title"]
