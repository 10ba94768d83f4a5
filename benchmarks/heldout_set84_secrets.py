"""An eighty-fifth held-out secrets set (set 84), blind: written before any redaction was run.

Written on 2026-12-07 (19:28-19:40 UTC by ``date -u``) by the helper session ``secrets84``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 60's files were read for the shape; every earlier held-out file was only grepped, for
repeats.

Share: vendors of construction, architecture/BIM, CAD clouds and manufacturing (PLM,
industrial IoT, robot fleets, 3D printing farms); English as it is really written around
credentials outside textbook English (Indian, Nigerian, Singaporean, Philippine and Caribbean
Englishes, sysadmin and military jargon, texting, leetspeak, typos, all caps, voice-to-text);
agent tools of remote access and terminals (ssh, scp, sftp, tmux, serial and telnet consoles,
PuTTY and WinSCP, RDP, X2Go, VNC, web terminals, bastions and session managers).

Kinds:

* ``vendor``: keys of vendors no earlier set named: ``_heldout_secrets84_vendors.py`` (Bentley
  iTwin, Zoo/KittyCAD, Formant, Formlabs, PrusaLink, Bambu Lab, Arena PLM, Ultimaker, MiR,
  ABB Robot Web Services, Catenda Hub, Siemens Insights Hub, Oracle Aconex, Markforged, Dalux,
  Boston Dynamics Spot, Shapeways, Bluebeam, AstroPrint, BIMData, xbim Flex, Dassault
  Systèmes' partner gateway; 25 vendors searched with the ``search`` tool, 16 pages gave the
  format and 6 more pages met on the way did, each case naming its source) and
  ``_heldout_secrets84_vendors2.py`` (48 more vendors of BIM, construction SaaS, PLM, MES,
  robot fleets, 3D printing and on-demand manufacturing, shapes remembered), in .env, YAML,
  TOML, INI, JSON, XML, HCL, properties, code in many languages, curl and httpie, headers,
  query strings, CSV printed bare, SDK exceptions, debug logs and CI steps.
* ``agent``: tool results of remote access and terminals (``_heldout_secrets84_agents.py``):
  six three-step scenarios (AWS Session Manager to a plant gateway, ``screen -L`` logs of a
  serial console, ``tmux capture-pane`` on a bastion, a PuTTY log and WinSCP script on a
  Windows jump box, RDP/X2Go/xrdp sessions, sshportal/JumpServer/askpass on a jump host) and
  single results (MobaXterm, mRemoteNG, Termius, SecureCRT, WezTerm, autossh, ttyd, GoTTY,
  WeTTY, AnyDesk, TeamViewer, ser2net, cu, telnet, Pageant, cloudflared, IAP, Azure Bastion,
  ssh/scp/rsync/sftp, .rdp, VNC, HTTP responses minting session tokens).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 and local files only (``_heldout_secrets84_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in the
  Englishes and registers of the share (``_heldout_secrets84_i18n.py``).
* ``encoding``: encodings and layouts no earlier set used (``_heldout_secrets84_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and registers (``_heldout_secrets84_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set84_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set84_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set84_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets84_agents import agent_cases
from _heldout_secrets84_args import argument_cases
from _heldout_secrets84_encoded import encoded_cases
from _heldout_secrets84_i18n import i18n_cases
from _heldout_secrets84_live import live_tool_cases
from _heldout_secrets84_vendors import vendor_cases
from _heldout_secrets84_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 84_2026_12_07_01


def heldout() -> list[Case]:
    values = Values(SEED)
    cases = [
        *vendor_cases(values),
        *vendor2_cases(values),
        *agent_cases(values),
        *i18n_cases(values),
        *encoded_cases(values),
        *argument_cases(values),
    ]
    # Last, so that a tool missing here changes no value drawn for the cases above.
    cases += live_tool_cases(values)
    return in_kind_order(cases, _GROUPS)


_GROUPS = ("vendor", "agent", "cli", "traceback", "repr", "log", "i18n", "encoding", "argument")


if __name__ == "__main__":
    sys.exit(main("set 84", __doc__ or "", heldout()))
