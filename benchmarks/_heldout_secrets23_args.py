"""Held-out set 23: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*`` and ``_heldout_families*`` file (none matched; ``heredoc_body``,
``prompt_answer``, ``seed_words``, ``totp_seed``, ``wifi_psk``, ``unseal_share``,
``keystore_pass``, ``truststore_password``, ``expect_send``, ``htpasswd_line``,
``pgpass_line`` and ``my_cnf_client`` did and were dropped): set 23's vendors' keys under
names of the vendors' own words (``keap_service_account_key``, ``neverbounce_secret``,
``loqate_key``, ``geocodio_api_key``, ``uploadthing_secret``, ``liveblocks_secret``,
``meshy_api_key``, ``civitai_download_token``, ``convai_api_key``, ``megaphone_token``,
``sketchfab_token``, ``kickbox_apikey``, ``postgrid_live_sk``, ``savvycal_pt_secret``,
``freepik_fpsx_key``), what an agent passes to editing, terminal and provisioning tools
(``terminal_stdin``, ``pane_contents``, ``replacement_text``, ``new_file_contents``,
``form_field_value``, ``mfa_backup_codes``, ``recovery_phrase``, ``pairing_code``,
``unlock_pin``, ``signing_passphrase``, ``answer_file``, ``cloud_init_userdata``,
``kickstart_rootpw``, ``preseed_passwd``, ``ignition_config``, ``netplan_yaml``,
``wpa_supplicant_conf``) and set 23's languages (``hesło``, ``parau_huna``, ``kontraseña``,
``palora_d_ordini``, ``gizli_söz``, ``жашырын_сёз``, ``гесло``, ``خفیہ_لفظ``, ``गुपुत_सबद``,
``गुपीत_उतर``, ``ⲥⲁϫⲉ_ⲉⲧϩⲏⲡ``, ``ⱅⰰⰻⱀⱁ_ⱄⰾⱁⰲⱁ``, ``ᨕᨉ_ᨑᨖᨔᨗᨕ``, ``passwird``,
``wachwoord``).
"""

from __future__ import annotations

from _heldout_secrets_harness import DIGITS, Case, Values

__all__ = ["argument_cases"]

# name ¦ value template ({s} is the secret) ¦ secret alphabet and length ("p": a typed password)
# ¦ the message the tool raises (no secret in it)
_ROWS = r"""
keap_service_account_key ¦ KeapAK-{s} ¦ h40 ¦ keap: contact 88123 has no email address on file
neverbounce_secret ¦ secret_{s} ¦ h32 ¦ neverbounce: job 4412 is still running (62% done)
loqate_key ¦ {s} ¦ U16 ¦ loqate: no addresses found for postcode 'PO1 3AX'
geocodio_api_key ¦ {s} ¦ h39 ¦ geocodio: field 'census2020' is not available for Canada
uploadthing_secret ¦ sk_live_{s} ¦ h64 ¦ uploadthing: file route 'avatar' allows 1 file, got 3
liveblocks_secret ¦ sk_prod_{s} ¦ u64 ¦ liveblocks: room 'doc-4412' does not exist
meshy_api_key ¦ msy_{s} ¦ A36 ¦ meshy: task 0193a1b2 is still PENDING after 120 s
civitai_download_token ¦ {s} ¦ h32 ¦ civitai: model version 128713 has no SafeTensor file
convai_api_key ¦ {s} ¦ h32 ¦ convai: character 'guide-ana' has no voice configured
megaphone_token ¦ {s} ¦ h32 ¦ megaphone: episode 'ep-212' is scheduled, not published
sketchfab_token ¦ {s} ¦ h32 ¦ sketchfab: upload exceeds the 100 MB limit of this plan
kickbox_apikey ¦ live_{s} ¦ h64 ¦ kickbox: batch 7712 has 0 verifiable addresses
postgrid_live_sk ¦ live_sk_{s} ¦ A24 ¦ postgrid: template 'invoice-v3' has no page 2
savvycal_pt_secret ¦ pt_secret_{s} ¦ h48 ¦ savvycal: link 'intro-call' is disabled
freepik_fpsx_key ¦ FPSX{s} ¦ h32 ¦ freepik: style 'isometric' is not available for this model
terminal_stdin ¦ {s}\n ¦ p ¦ terminal: no process is waiting for input on pty 3
pane_contents ¦ $ sudo -S systemctl restart nginx\n[sudo] password for dev: {s}\n ¦ p ¦ tmux: pane ops:1 not found
replacement_text ¦     api_key: "{s}"\n ¦ A40 ¦ str_replace: old_str matched 0 times in config/app.yaml
new_file_contents ¦ [client]\nuser=backup\npassword={s}\n ¦ p ¦ create: parent directory ~/.config/backup does not exist
form_field_value ¦ {s} ¦ p ¦ browser: element ref e14 is not editable
mfa_backup_codes ¦ {s}\n{s2}\n ¦ d8 ¦ vault-notes: note 'github-2fa' is read-only
recovery_phrase ¦ {s} ¦ w12 ¦ wallet: derivation path m/44'/60'/0'/0 is not supported
pairing_code ¦ {s} ¦ U16 ¦ pair: device 'ci-runner-4' is already paired
unlock_pin ¦ {s} ¦ d8 ¦ adb: device emulator-5554 is offline
signing_passphrase ¦ {s} ¦ p ¦ gpg: no default secret key: no secret key
answer_file ¦ [mysql]\nroot_password={s}\n ¦ p ¦ installer: component 'mysql' already installed
cloud_init_userdata ¦ #cloud-config\nchpasswd:\n  list: |\n    ubuntu:{s}\n  expire: false\n ¦ p ¦ cloud-init: schema validation warning: 'chpasswd.list' is deprecated
kickstart_rootpw ¦ rootpw --plaintext {s} ¦ p ¦ anaconda: %packages section is empty
preseed_passwd ¦ d-i passwd/user-password password {s}\nd-i passwd/user-password-again password {s}\n ¦ p ¦ debian-installer: mirror deb.debian.org unreachable
ignition_config ¦ {"ignition":{"version":"3.4.0"},"storage":{"files":[{"path":"/etc/agent.env","mode":384,"contents":{"source":"data:,AGENT_TOKEN%3D{s}"}}]}} ¦ A40 ¦ butane: unknown field 'storage.luks[0].clevis.tang[0].thumbprint'
netplan_yaml ¦ network:\n  wifis:\n    wlan0:\n      access-points:\n        "acme-office":\n          password: "{s}"\n ¦ p ¦ netplan: interface wlan0 not found
wpa_supplicant_conf ¦ network={\n  ssid="acme-lab"\n  psk="{s}"\n}\n ¦ p ¦ wpa_cli: could not connect to wpa_supplicant: wlan1
hesło ¦ {s} ¦ p ¦ wužiwar njeje so namakał
parau_huna ¦ {s} ¦ p ¦ aita te taata i itehia
kontraseña ¦ {s} ¦ p ¦ usuario no a wordu haña
palora_d_ordini ¦ {s} ¦ p ¦ utenti nun truvatu
gizli_söz ¦ {s} ¦ p ¦ qullanıcı tapılmadı
жашырын_сёз ¦ {s} ¦ p ¦ хайырланыучу табылмады
гесло ¦ {s} ¦ p ¦ хосновач ся не нашов
خفیہ_لفظ ¦ {s} ¦ p ¦ صارف نہ میول
गुपुत_सबद ¦ {s} ¦ p ¦ उपयोगकर्ता ना मिलल
गुपीत_उतर ¦ {s} ¦ p ¦ वापरपी मेळ्ळो ना
ⲥⲁϫⲉ_ⲉⲧϩⲏⲡ ¦ {s} ¦ p ¦ ⲙⲡⲟⲩϩⲉ ⲉⲡⲣⲱⲙⲉ
ⱅⰰⰻⱀⱁ_ⱄⰾⱁⰲⱁ ¦ {s} ¦ p ¦ ⱀⰵ ⱁⰱⱃⱑⱅⰵ ⱄⱔ
ᨕᨉ_ᨑᨖᨔᨗᨕ ¦ {s} ¦ p ¦ ᨊᨛᨊ ᨀᨘᨑᨙ
passwird ¦ {s} ¦ p ¦ cannae fin the uiser
wachwoord ¦ {s} ¦ p ¦ gebroeker neet gevonde
"""

_WORDS = [
    "amber",
    "cradle",
    "lantern",
    "oyster",
    "velvet",
    "quarry",
    "tundra",
    "mosaic",
    "ripple",
    "saddle",
    "gravel",
    "orchid",
    "harbor",
    "fiddle",
    "meadow",
    "copper",
    "glacier",
    "thistle",
    "nectar",
    "pebble",
    "falcon",
    "willow",
    "ember",
    "canyon",
]


def argument_cases(v: Values) -> list[Case]:
    out = []
    for line in _ROWS.strip().splitlines():
        name, template, spec, message = (cell.strip() for cell in line.split(" ¦ "))
        if spec == "p":
            secret = v.pw()
        elif spec.startswith("w"):
            # A recovery phrase: words drawn from a small list, the phrase is the secret.
            secret = " ".join(v.r.choice(_WORDS) for _ in range(int(spec[1:])))
        else:
            secret = v.fill(spec)
        value = template.replace("\\n", "\n").replace("{s}", secret)
        if "{s2}" in value:
            value = value.replace("{s2}", v.gen(DIGITS, 8))
        out.append(
            Case(
                f"argument: {name}",
                f"the tool's '{name}' argument",
                message,
                secret,
                args=(("cwd", "/home/dev/shop"), (name, value)),
            )
        )
    return out
