"""Held-out set 21: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in the earlier sets' files (none
matched; ``compose_override_yaml`` and ``heredoc_body`` did and were renamed): set 21's
vendors' keys under names of the vendors' own words (``vrm_installation_token``,
``solarweb_access_key_value``, ``amap_security_jscode``, ``papago_client_secret``,
``weblate_wlu``, ``tolgee_pak``, ``dolibarr_dolapikey``, ``snelstart_clientkey``,
``qonto_login_secret``, ``akahu_user_token``, ``bitvavo_apisecret``, ``indodax_sign_secret``,
``covalent_cqt``, ``buttercms_auth_token``, ``sitecore_edge_key``, ``planet_plak``,
``lifx_bearer``), what a coding agent passes to its own tools (``env_file_contents``,
``compose_overlay_yaml``, ``netrc_machine_line``, ``curl_config_text``,
``git_askpass_reply``, ``ssh_askpass_reply``, ``sudo_stdin``, ``expect_send_line``,
``heredoc_text``, ``patch_text``, ``search_replace_new``, ``stdin_payload``,
``prompt_answer``) and set 21's languages (``ichtaca_tlahtolli``, ``jamasat_aru``,
``baatu_jàll``, ``izwi_rechivande``, ``kiugo_kĩa_hitho``, ``rito_ra_xihundla``,
``ipfi_ḽa_tshiphiri``, ``nalimed_a_sao``, ``isissutissaq``, ``ᎤᏕᎵᏒ_ᎧᏁᎢᏍᏗ``,
``ᐃᑎᕐᕕᒃ_ᐅᖃᐅᓯᖅ``, ``ᱫᱟᱱᱟᱝ_ᱟᱹᱲᱟᱹ``, ``ꯂꯣꯠꯄ_ꯋꯥꯍꯩ``, ``ߜߎ߲ߘߏ_ߞߎߡߊ``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["argument_cases"]

# name ¦ value template ({s} is the secret) ¦ secret alphabet and length ("p": a typed password)
# ¦ the message the tool raises (no secret in it)
_ROWS = r"""
vrm_installation_token ¦ {s} ¦ h64 ¦ vrm: installation 88213 not shared with this user
solarweb_access_key_value ¦ {s} ¦ uuid ¦ solarweb: pvsystem not found
amap_security_jscode ¦ {s} ¦ h32 ¦ amap: key and jscode belong to different apps
papago_client_secret ¦ {s} ¦ A10 ¦ papago: source and target language are the same
weblate_wlu ¦ wlu_{s} ¦ A40 ¦ weblate: component 'web/frontend' is locked
tolgee_pak ¦ tgpak_{s} ¦ a46 ¦ tolgee: namespace 'checkout' does not exist
dolibarr_dolapikey ¦ {s} ¦ A32 ¦ dolibarr: module Invoices is disabled
snelstart_clientkey ¦ {s} ¦ b120 ¦ snelstart: administration not linked
qonto_login_secret ¦ acme-sas-7731:{s} ¦ h32 ¦ qonto: bank account iban not found
akahu_user_token ¦ user_token_{s} ¦ A25 ¦ akahu: account acc_cl8z1 is closed
bitvavo_apisecret ¦ {s} ¦ h128 ¦ bitvavo: market BTC-EURO does not exist
indodax_sign_secret ¦ {s} ¦ h80 ¦ indodax: pair btc_idrx is not listed
covalent_cqt ¦ cqt_{s} ¦ A28 ¦ covalent: chain 'eth-main' is not supported
buttercms_auth_token ¦ {s} ¦ h40 ¦ buttercms: page type 'landing' not found
sitecore_edge_key ¦ {s} ¦ uuid ¦ sitecore: site 'acme-en' has no published items
planet_plak ¦ PLAK{s} ¦ h32 ¦ planet: item type 'PSScene4Band' is deprecated
lifx_bearer ¦ c{s} ¦ h63 ¦ lifx: selector 'group:Ofice' matched no lights
env_file_contents ¦ APP_ENV=production\nMEILI_MASTER_KEY={s}\nLOG_LEVEL=info\n ¦ u43 ¦ write_file: .env is listed in .agentignore
compose_overlay_yaml ¦ services:\n  db:\n    environment:\n      MARIADB_ROOT_PASSWORD: {s}\n ¦ p ¦ write_file: docker-compose.override.yml exists; pass overwrite=true
netrc_machine_line ¦ machine files.acme.io login backup password {s} ¦ p ¦ append_file: ~/.netrc outside the workspace
curl_config_text ¦ url = "https://api.acme.io/v1/export"\nuser = "export:{s}"\n ¦ p ¦ run_shell: curl -K - needs a tty for --progress-bar
git_askpass_reply ¦ {s} ¦ A40 ¦ git: remote 'origin' does not exist
ssh_askpass_reply ¦ {s} ¦ p ¦ ssh-add: agent not running
sudo_stdin ¦ {s}\n ¦ p ¦ run_shell: sudo is disabled in this sandbox
expect_send_line ¦ send "{s}\r" ¦ p ¦ expect: spawn id exp4 not open
heredoc_text ¦ cat > ~/.config/rclone/rclone.conf <<'EOF'\n[s3]\ntype = s3\nsecret_access_key = {s}\nEOF\n ¦ b40 ¦ run_shell: heredoc writes outside the workspace
patch_text ¦ --- a/config/app.yml\n+++ b/config/app.yml\n@@ -3 +3 @@\n-  hmac: ""\n+  hmac: "{s}"\n ¦ h64 ¦ apply_patch: hunk 1 failed at config/app.yml:3
search_replace_new ¦ SENDINBLUE_KEY = "xkeysib-{s}" ¦ h64 ¦ edit_file: old_string not found in settings.py
stdin_payload ¦ {"username": "ops", "password": "{s}"} ¦ p ¦ run_shell: stdin is closed for background commands
prompt_answer ¦ {s} ¦ p ¦ ask_user: the session ended before an answer
ichtaca_tlahtolli ¦ {s} ¦ p ¦ amo oniquittac in tlapixqui
jamasat_aru ¦ {s} ¦ p ¦ apnaqiri janiw jikxatatakiti
baatu_jàll ¦ {s} ¦ p ¦ jëfandikukat bi gisuñu ko
izwi_rechivande ¦ {s} ¦ p ¦ mushandisi haana kuwanikwa
kiugo_kĩa_hitho ¦ {s} ¦ p ¦ mũhũthĩri ndoneka
rito_ra_xihundla ¦ {s} ¦ p ¦ mutirhisi a nga kumekanga
ipfi_ḽa_tshiphiri ¦ {s} ¦ p ¦ mushumisi ha wanalea
nalimed_a_sao ¦ {s} ¦ p ¦ saan a nasarakan ti agar-aramat
isissutissaq ¦ {s} ¦ p ¦ atuisoq nassaarineqanngilaq
ᎤᏕᎵᏒ_ᎧᏁᎢᏍᏗ ¦ {s} ¦ p ¦ ᎥᏝ ᏳᏩᏛ ᎠᏂᏍᎦᏯ
ᐃᑎᕐᕕᒃ_ᐅᖃᐅᓯᖅ ¦ {s} ¦ p ¦ ᐊᑐᖅᑎ ᓇᓂᔭᐅᙱᑦᑐᖅ
ᱫᱟᱱᱟᱝ_ᱟᱹᱲᱟᱹ ¦ {s} ¦ p ¦ ᱵᱮᱵᱷᱟᱨᱤᱭᱟᱹ ᱵᱟᱝ ᱧᱟᱢ ᱞᱮᱱᱟ
ꯂꯣꯠꯄ_ꯋꯥꯍꯩ ¦ {s} ¦ p ¦ ꯁꯤꯖꯤꯟꯅꯔꯤꯕ ꯐꯪꯗꯦ
ߜߎ߲ߘߏ_ߞߎߡߊ ¦ {s} ¦ p ¦ ߓߊ߯ߙߊߟߊ ߡߊ߫ ߛߐ߬ߘߐ߲߬
"""


def argument_cases(v: Values) -> list[Case]:
    out = []
    for line in _ROWS.strip().splitlines():
        name, template, spec, message = (cell.strip() for cell in line.split(" ¦ "))
        if spec == "p":
            secret = v.pw()
        elif spec == "uuid":
            secret = v.uuid()
        else:
            secret = v.fill(spec)
        value = template.replace("\\n", "\n").replace("{s}", secret)
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
