"""Held-out set 24: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*`` and ``heldout_set*_secrets.py`` file (none
matched; ``llama_cloud_api_key``, ``restic_password``, ``join_token``, ``k3s_token``,
``tailscale_authkey``, ``wireguard_private_key``, ``radius_secret``, ``tacacs_key``,
``bgp_md5_password``, ``vrrp_auth_pass``, ``ipmi_password``, ``bmc_password``,
``luks_passphrase``, ``filevault_recovery_key``, ``jks_password``, ``become_pass``,
``enable_secret``, ``keycloak_client_secret``, ``sonar_token``, ``pulumi_config_passphrase``
and ``session_secret`` did and were dropped): set 24's vendors' keys under the vendors' own
words (``checkr_api_key``, ``veriff_shared_secret``, ``socure_api_key``, ``finix_password``,
``codat_api_key``, ``finch_client_secret``, ``apideck_api_key``, ``fireblocks_api_key``,
``middesk_api_key``, ``currencycloud_api_key``, ``bunq_api_key``, ``pinwheel_api_secret``,
``quaderno_private_key``, ``lumigo_tracer_token``, ``dotenv_key``, ``mixedbread_api_key``,
``upstage_api_key``, ``justcall_api_secret``, ``sucuri_api_secret``,
``cin7_application_key``), what an agent passes to provisioning, cluster, network and
hardware tools (``kubeseal_input``, ``approle_secret_id``, ``keepass_master_password``,
``snowflake_password``, ``bootstrap_token``, ``discovery_token``, ``enrollment_token``,
``node_token``, ``runner_token``, ``registration_token``, ``preauth_key``,
``ngrok_authtoken``, ``ipsec_psk``, ``snmp_auth_pass``, ``ospf_auth_key``, ``ilo_password``,
``idrac_password``, ``bios_password``, ``bitlocker_recovery_key``, ``veracrypt_password``,
``pkcs12_password``, ``ssh_key_passphrase``, ``sudo_password``, ``nexus_admin_password``,
``jenkins_api_token``, ``vault_secret_id``, ``odoo_admin_passwd``,
``rabbitmq_default_pass``, ``wakatime_api_key``, ``newrelic_license_key``) and set 24's
languages (``passwoort``, ``wachtwoôrd``, ``paroļs``, ``senhau``, ``zbor_ascumtu``,
``garavdo_lav``, ``palabra_secreto``, ``kibri_wortu``, ``mo_de_pas``, ``салаваль``,
``чуьнуьх_гаф``, ``لکیا_لفظ``, ``छिपा_सबद``, ``𞤳𞤮𞤲𞤲𞤺𞤮𞤤_𞤧𞤵𞤵𞤯𞤭𞤭``, ``ꯄꯥꯁꯋꯥꯔꯗ``,
``ߜߎ߲ߘߏ_ߞߎߡߊ``). Values vary as reality does: hex, base64, base64url, base32, digits in
groups (a BitLocker recovery key), typed passwords, passphrases of words with spaces.
"""

from __future__ import annotations

from _heldout_secrets_harness import DIGITS, Case, Values

__all__ = ["argument_cases"]

# name ¦ value template ({s} is the secret) ¦ secret kind: an alphabet letter and length, "p"
# (a typed password), "w<n>" (n words with spaces) or "g<n>" (n groups of six digits)
# ¦ the message the tool raises (no secret in it)
_ROWS = r"""
checkr_api_key ¦ {s} ¦ h40 ¦ checkr: candidate 'c_8812' has no report package assigned
veriff_shared_secret ¦ {s} ¦ U36 ¦ veriff: session 4412 is already in status 'submitted'
socure_api_key ¦ SocureApiKey {s} ¦ h32 ¦ socure: module 'emailrisk' is not enabled for this account
finix_password ¦ {s} ¦ A36 ¦ finix: merchant 'MU8yz' is still in PROVISIONING
codat_api_key ¦ {s} ¦ A40 ¦ codat: company 'acme-ltd' has no accounting connection yet
finch_client_secret ¦ finch-secret-sandbox-{s} ¦ u40 ¦ finch: provider 'gusto' does not support the 'benefits' product
apideck_api_key ¦ {s} ¦ u48 ¦ apideck: connector 'pipedrive' requires re-authorization by the consumer
fireblocks_api_key ¦ {s} ¦ h32 ¦ fireblocks: vault account 7 has no BTC_TEST wallet
middesk_api_key ¦ mk_live_{s} ¦ h32 ¦ middesk: business 'acme-llc' review is still open
currencycloud_api_key ¦ {s} ¦ h64 ¦ currencycloud: conversion date 2026-12-25 is not a settlement day
bunq_api_key ¦ sandbox_{s} ¦ h56 ¦ bunq: monetary account 88123 is frozen
pinwheel_api_secret ¦ {s} ¦ h64 ¦ pinwheel: link token expired after 20 minutes
quaderno_private_key ¦ sk_live_{s} ¦ A20 ¦ quaderno: tax id for 'PT' is missing on contact 4412
lumigo_tracer_token ¦ t_{s} ¦ h20 ¦ lumigo: function 'orders-api' is not instrumented
dotenv_key ¦ dotenv://:key_{s}@dotenv.org/vault/.env.vault?environment=ci ¦ h64 ¦ dotenv-vault: environment 'ci' has no .env.ci
mixedbread_api_key ¦ mxb_{s} ¦ A40 ¦ mixedbread: store 'docs-v2' has 0 files
upstage_api_key ¦ up_{s} ¦ A29 ¦ upstage: model 'solar-pro' does not accept images
justcall_api_secret ¦ {s} ¦ h40 ¦ justcall: number +1 415 555 0199 is not assigned to an agent
sucuri_api_secret ¦ {s} ¦ h32 ¦ sucuri: cache for acme.io was cleared 3 minutes ago; wait 5
cin7_application_key ¦ {s} ¦ uuid ¦ cin7: product SKU 'TSHIRT-RED-M' is archived
kubeseal_input ¦ {s} ¦ A40 ¦ kubeseal: no certificate found for controller 'sealed-secrets' in kube-system
approle_secret_id ¦ {s} ¦ uuid ¦ vault: role 'ci' has a secret_id_num_uses of 1 and was already used
keepass_master_password ¦ {s} ¦ w6 ¦ keepassxc: entry 'CI/registry' has no attribute 'OTP'
snowflake_password ¦ {s} ¦ p ¦ snowflake: warehouse ETL_WH is suspended
bootstrap_token ¦ {s} ¦ l23 ¦ kubeadm: node 'worker-4' already joined the cluster
discovery_token ¦ sha256:{s} ¦ h64 ¦ kubeadm: control plane endpoint 10.0.0.10:6443 timed out
enrollment_token ¦ {s} ¦ b88 ¦ elasticsearch: node 'es-3' is already enrolled
node_token ¦ K10{s} ¦ h64 ¦ k3s-agent: server https://10.0.0.10:6443 not reachable
runner_token ¦ glrt-{s} ¦ u20 ¦ gitlab-runner: executor 'docker' not found in config
registration_token ¦ {s} ¦ A29 ¦ actions-runner: runner group 'prod' does not exist
preauth_key ¦ {s} ¦ h48 ¦ headscale: user 'ci' has no nodes
ngrok_authtoken ¦ {s} ¦ u49 ¦ ngrok: domain 'acme-dev.ngrok.app' is reserved by another account
ipsec_psk ¦ {s} ¦ b44 ¦ strongswan: connection 'site-b' has no matching proposal
snmp_auth_pass ¦ {s} ¦ p ¦ snmp: OID 1.3.6.1.2.1.1.5.0 timed out on 10.0.4.2
ospf_auth_key ¦ {s} ¦ A16 ¦ frr: interface 'eth2' is not in area 0.0.0.1
ilo_password ¦ {s} ¦ p ¦ ilo: server 'db-7' is powered off
idrac_password ¦ {s} ¦ p ¦ idrac: virtual media is already attached on 'app-3'
bios_password ¦ {s} ¦ A12 ¦ redfish: BIOS setting 'SecureBoot' requires a reboot to apply
bitlocker_recovery_key ¦ {s} ¦ g8 ¦ manage-bde: volume D: is not encrypted
veracrypt_password ¦ {s} ¦ w5 ¦ veracrypt: volume '/mnt/backup.hc' is already mounted
pkcs12_password ¦ {s} ¦ p ¦ openssl: certificate 'client.p12' expires in 4 days
ssh_key_passphrase ¦ {s} ¦ w4 ¦ ssh-add: agent refused operation (key already loaded)
sudo_password ¦ {s} ¦ p ¦ apt-get: unable to lock /var/lib/dpkg/lock-frontend (held by pid 3121)
nexus_admin_password ¦ {s} ¦ uuid ¦ nexus: repository 'npm-proxy' already exists
jenkins_api_token ¦ 11{s} ¦ h32 ¦ jenkins: job 'shop/main' is disabled
vault_secret_id ¦ {s} ¦ uuid ¦ vault: mount 'kv-v2/' is sealed
odoo_admin_passwd ¦ {s} ¦ p ¦ odoo: database 'acme-prod' already exists
rabbitmq_default_pass ¦ {s} ¦ u24 ¦ rabbitmq: vhost '/orders' has 12,004 ready messages
wakatime_api_key ¦ waka_{s} ¦ uuid ¦ wakatime: project 'shop' has no heartbeats today
newrelic_license_key ¦ {s}NRAL ¦ h36 ¦ newrelic: app 'Acme Shop' reported no data for 10 minutes
passwoort ¦ {s} ¦ p ¦ nds: Bruker 'admin' is sperrt
wachtwoôrd ¦ {s} ¦ p ¦ zea: gebruker 'admin' is geblokkeerd
paroļs ¦ {s} ¦ p ¦ ltg: lītuotuojs 'admin' ir blokeits
senhau ¦ {s} ¦ A32 ¦ gsc: l'utilizaire 'admin' qu'ei blocat
zbor_ascumtu ¦ {s} ¦ p ¦ rup: ufilisitorlu 'admin' easti blocat
garavdo_lav ¦ {s} ¦ p ¦ rom: o konto 'admin' si phandado
palabra_secreto ¦ {s} ¦ p ¦ cbk: el usuario 'admin' bloqueado ya
kibri_wortu ¦ {s} ¦ p ¦ srn: a akaunt 'admin' tapu
mo_de_pas ¦ {s} ¦ u32 ¦ mfe: kont 'admin' finn bloke
салаваль ¦ {s} ¦ p ¦ mdf: 'admin' лемсь пяркссь
чуьнуьх_гаф ¦ {s} ¦ p ¦ lez: 'admin' аккаунт агалнава
لکیا_لفظ ¦ {s} ¦ p ¦ skr: 'admin' کھاتہ بند ہے
छिपा_सबद ¦ {s} ¦ p ¦ awa: 'admin' खाता बंद है
𞤳𞤮𞤲𞤲𞤺𞤮𞤤_𞤧𞤵𞤵𞤯𞤭𞤭 ¦ {s} ¦ A24 ¦ ff: admin — 4412
ꯄꯥꯁꯋꯥꯔꯗ ¦ {s} ¦ p ¦ mni: admin — 4412
ߜߎ߲ߘߏ_ߞߎߡߊ ¦ {s} ¦ p ¦ bm: admin — 4412
"""

_WORDS = [
    "harbor",
    "velvet",
    "orchid",
    "granite",
    "meadow",
    "lantern",
    "quartz",
    "saffron",
    "tundra",
    "marble",
    "juniper",
    "cobalt",
    "falafel",
    "walrus",
    "breeze",
    "tangerine",
]


def argument_cases(v: Values) -> list[Case]:
    out = []
    for line in _ROWS.strip().splitlines():
        name, template, spec, message = (cell.strip() for cell in line.split(" ¦ "))
        if spec == "p":
            secret = v.pw()
        elif spec == "uuid":
            secret = v.uuid()
        elif spec.startswith("w"):
            # A passphrase: words from a small list and a number, spaces kept.
            words = [v.r.choice(_WORDS) for _ in range(int(spec[1:]))]
            secret = " ".join(words) + " " + v.gen(DIGITS, 2)
        elif spec.startswith("g"):
            secret = "-".join(v.gen(DIGITS, 6) for _ in range(int(spec[1:])))
        else:
            secret = v.fill(spec)
        if name == "bootstrap_token":
            # kubeadm tokens are [a-z0-9]{6}.[a-z0-9]{16}.
            secret = secret[:6] + "." + secret[7:]
        value = template.replace("{s}", secret)
        out.append(
            Case(
                f"argument: {name}",
                f"the tool's '{name}' argument",
                message,
                secret,
                args=(("target", "prod"), (name, value)),
            )
        )
    return out
