"""A forty-eighth held-out secrets set (set 47), blind: written before any redaction was run.

Written on 2026-12-06 (15:39-15:52 UTC by ``date -u``) by the helper session ``secrets47``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``, ``_heldout_innocents_harness.py``), ``_heldout_live_tools.py``
and set 33's files were read for the shape; every earlier held-out file was only grepped, for
repeats. Set 47's share, split with three other helpers: vendors named Q to Z or a digit,
languages of South Asia, Central Asia and the Himalayas, and infrastructure tools' output read
by coding agents.

Kinds:

* ``vendor``: keys of vendors no earlier set named (``_heldout_secrets47_vendors.py``:
  membership and nonprofit management, affiliate tracking, Latin American SMS, agency project
  management, sales CRMs, MSP ticketing, web3 wallets, Czech CRM, UK bookkeeping, WhatsApp
  commerce, retail field sales and digital signage — twenty vendors looked up with the
  ``search`` tool, the twelve whose pages gave the format here, each case naming its page;
  ``_heldout_secrets47_vendors2.py``: energy monitors, IoT clouds, e-invoicing, shop email,
  proposals, property management, help desks, ticketing, parcel tracking, hosting billing,
  marketplaces, texting, QR codes, gift cards, app hosting, food delivery, job ads, waivers,
  inventory and crisis mapping, shapes remembered), in the shapes they really appear in
  (.env, JSON, YAML, Ruby and PHP config, SOAP headers, Markdown tables, curl and
  PowerShell, raw headers, query strings, Laravel and Monolog logs, SDK exceptions, Node
  stack traces, Home Assistant logs, CI output).
* ``agent``: coding-agent tool results over infrastructure tools' output
  (``_heldout_secrets47_agents.py``): six three-step scenarios in cursor-agent, Nanocoder,
  Letta Code, Octofriend, Neovate Code and SWE-ReX transcripts reading ``kubectl get deploy
  -o yaml``, ``microk8s config``, ``minikube addons configure``, ``ansible-playbook -vvv``,
  ``virsh dumpxml``, ``vagrant ssh-config``, ``nomad job inspect``, ``juju config``,
  ``multipass exec``, ``tofu plan``, ``openstack server show``, ``kamal secrets print``,
  ``lxc``/``incus config show``, ``bosh manifest``, ``serverless print``, ``sam local`` and
  ``copilot svc show``; single results (``cdk synth``, ``pyinfra -vvv``, ``colmena eval``,
  ``nixops show-option``, host vars, ``virsh secret-get-value``, ``regctl``, ``oc``,
  ``zfs``, ``mdadm``, ``crm``, ``ceph``, ``pvesh``, ``qm``, ``esxcli``, ``xe``, ``kubeadm``,
  ``wg``, ``rclone``, keepalived, haproxy, ``drbdadm``, ``netplan``, ``mc``, ``consul``),
  diff, ag, ripgrep and grep output, and HTTP tool responses minting Nomad, OpenStack,
  incus, CredHub and Juju credentials.
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 or local files only (``_heldout_secrets47_live.py``).
* ``i18n``: recovery codes, passphrases, PINs, passwords, API keys and tokens named in 47
  languages of South Asia, Central Asia and the Himalayas (15 that no earlier set named) and
  15 scripts (``_heldout_secrets47_i18n.py``).
* ``encoding``: keyboard-layout slips, numerals, spelling alphabets and printings no earlier
  set used (``_heldout_secrets47_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets47_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, a ``CalledProcessError``, an
exception group) and measured on every channel (text and JSON observations, ``on_event``,
INFO and DEBUG logs with tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set47_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set47_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set47_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets47_agents import agent_cases
from _heldout_secrets47_args import argument_cases
from _heldout_secrets47_encoded import encoded_cases
from _heldout_secrets47_i18n import i18n_cases
from _heldout_secrets47_live import live_tool_cases
from _heldout_secrets47_vendors import vendor_cases
from _heldout_secrets47_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 47_2026_12_06_15


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
    sys.exit(main("set 47", __doc__ or "", heldout()))
