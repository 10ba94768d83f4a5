"""Innocent set 84: remote-access and terminal output in set 84's tool shapes with no secret,
public keys, host keys, fingerprints, session ids, digests and request ids beside credential
words, set 84's Englishes, and public ids of set 84's vendors.

``AGENT``: ssh -v, scp/sftp/rsync, tmux, screen logs, serial and telnet consoles, PuTTY and
WinSCP logs, RDP/X2Go/VNC, web terminals, bastions and Session Manager output where every
credential is masked, referenced or absent. ``PUBLIC``: public halves and identifiers.
``WORLD``: set 84's Englishes saying that a password, PIN or code was changed, sent or
expired, without one. ``VENDOR_IDS``: set 84's vendors' public ids (project ids, printer
serials, robot ids, item numbers, app ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦debug1: Authentications that can continue: publickey⟧ ⟦debug1: Offering public key: /home/ops/.ssh/id_ed25519 ED25519 SHA256:«b64_43»⟧
agent: ⟦debug1: Server accepts key: /home/ops/.ssh/id_ed25519⟧ ⟦Authenticated to 10.40.0.2 ([10.40.0.2]:22) using "publickey".⟧
agent: ⟦debug1: Executing proxy command: exec ssh -W 10.12.2.40:22 bastion-sg1⟧ ⟦debug1: identity file /home/ops/.ssh/id_ed25519 type 3⟧
agent: ⟦Warning: Permanently added '10.20.3.44' (ED25519) to the list of known hosts.⟧
agent: ⟦scp: /spool/model.3mf: Permission denied⟧ ⟦exit 1⟧
agent: ⟦sent 48,211 bytes  received 1,204 bytes  98,830.00 bytes/sec⟧ ⟦total size is 12,884,201  speedup is 260.74⟧
agent: ⟦sftp> put drawings_«d6».zip⟧ ⟦Uploading drawings_«d6».zip to /in/drawings_«d6».zip⟧ ⟦100% 41MB 9.8MB/s 00:04⟧
agent: ⟦$ tmux capture-pane -p -t ops:2⟧ ⟦ops@bastion-sg1:~$ uptime⟧ ⟦19:31:02 up 41 days, load average: 0.12⟧
agent: ⟦$ tmux list-sessions⟧ ⟦agv: 1 windows (created Mon Dec  7 19:01:44 2026)⟧ ⟦ops: 4 windows (attached)⟧
agent: ⟦$ tmux show-environment -t ops PRINTFARM_TOKEN⟧ ⟦-PRINTFARM_TOKEN⟧ (unset)
agent: ⟦screenlog.0⟧: ⟦U-Boot 2023.04⟧ ⟦Hit any key to stop autoboot: 0⟧ ⟦Starting kernel ...⟧
agent: ⟦cell-sw-3#show run | include username⟧ ⟦username plcadmin privilege 15 secret 9 $9$«A14»$«A43»⟧ (type 9 hash)
agent: ⟦PSK ......... (hidden, press 9 to show)⟧ ⟦SSID FACTORY-IOT-5G⟧
agent: ⟦=~=~=~=~=~=~=~=~=~=~=~= PuTTY log 2026.12.07 19:02:11 =~=~=~=~=~=~=~=~=~=~=~=⟧ ⟦login as: maint⟧ ⟦maint@10.12.0.21's password:⟧
agent: ⟦. 2026-12-07 19:03:40.913 Connecting to 10.12.0.21 ...⟧ ⟦. Using username "cnc_ftp".⟧ ⟦. Authenticating with pre-entered password.⟧
agent: ⟦open sftp://cnc_ftp@10.12.0.21/ -hostkey="ssh-ed25519 255 «b64_43»"⟧ (no password in the URL; key auth)
agent: ⟦xfreerdp /v:cad-ws-17.acme.local /u:ACME\\drafter /p:*** /dynamic-resolution⟧ (masked by ps wrapper)
agent: ⟦[20261207190455]⟧ ⟦host=render-node-2⟧ ⟦autologin=true⟧ ⟦key=~/.ssh/render_ed25519⟧
agent: ⟦[vnc-any]⟧ ⟦password=ask⟧ ⟦port=ask5900⟧ (xrdp prompts)
agent: ⟦Starting session with SessionId: ops-bot-«h17»⟧ ⟦Exiting session with sessionId: ops-bot-«h17».⟧
agent: ⟦"SessionId": "ops-bot-«h17»"⟧ ⟦"StreamUrl": "wss://ssmmessages.ap-southeast-1.amazonaws.com/v1/data-channel/ops-bot-«h17»?role=publish_subscribe"⟧ ⟦"TokenValue": "(hidden)"⟧
agent: ⟦config> host ls⟧ ⟦ID 2  NAME kiln-ctl-2  URL ssh://ops@10.70.2.9:22  KEY default⟧
agent: ⟦"secret_type": "password"⟧ ⟦"secret": null⟧ ⟦"asset": {"name": "press-line-hmi"}⟧ (secret not viewable)
agent: ⟦ttyd --port 7681 --credential ops:****** tmux attach -t cell4⟧ (as shown by the service manager)
agent: ⟦anydesk --get-id⟧ ⟦«d10»⟧ (the desk id is public)
agent: ⟦TeamViewer ID: «d10»⟧ ⟦Version 15.60.3⟧ ⟦status online⟧
agent: ⟦connection: &robot1⟧ ⟦accepter: telnet(rfc2217),tcp,3001⟧ ⟦connector: serialdev,/dev/ttyUSB1,115200n81,local⟧
agent: ⟦Escape character is '^]'.⟧ ⟦KILNCTL v2.1 login:⟧ ⟦Connection closed by foreign host.⟧
agent: ⟦cloudflared access ssh --hostname ssh-mes.acme.io⟧ ⟦Successfully fetched your token⟧ (token not printed)
agent: ⟦External IP address was not found; defaulting to using IAP tunneling.⟧ ⟦Updating project ssh metadata...⟧
agent: ⟦az network bastion ssh --name bas-plant --auth-type ssh-key --ssh-key ~/.ssh/hist_ed25519⟧ ⟦Connecting...⟧
agent: ⟦Host robot-cell-*⟧ ⟦ProxyJump ops@bastion-manila.acme.ph⟧ ⟦User service⟧
agent: ⟦debug1: kex: algorithm: sntrup761x25519-sha512@openssh.com⟧ ⟦debug1: Server host key: ssh-ed25519 SHA256:«b64_43»⟧
agent: ⟦Host key fingerprint is SHA256:«b64_43»⟧ ⟦+--[ED25519 256]--+⟧
agent: ⟦known_hosts:14: 10.20.3.50 ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧
agent: ⟦$ ssh-add -l⟧ ⟦256 SHA256:«b64_43» deploy@ci (ED25519)⟧
agent: ⟦$ rg -n -i 'password' ops/notes/⟧ ⟦ops/notes/site-handover.md:41:Serial console on the tower crane datalogger: see vault item «uuid»⟧
agent: ⟦$ git diff --cached -- .local/share/remmina/⟧ ⟦+password=⟧ ⟦+save_password=0⟧
agent: ⟦$ cat ~/.ssh/config | grep -c Host⟧ ⟦23⟧
agent: ⟦tmux: session agv not found⟧ ⟦exit status 1⟧
agent: ⟦Session Manager plugin 1.2.650.0⟧ ⟦session «h17» terminated by idle timeout⟧
agent: ⟦minicom: cannot open /dev/ttyUSB0: Device or resource busy⟧
agent: ⟦[2026-12-07 19:22:05] login ok user=maint from 10.12.0.5 via console port 3⟧
agent: ⟦.rdp⟧: ⟦full address:s:cad-ws-22.acme.local⟧ ⟦username:s:ACME\\modeller⟧ ⟦prompt for credentials:i:1⟧
agent: ⟦MobaXterm.ini⟧: ⟦[Passwords]⟧ (section empty) ⟦SessionsSaved=4⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43» ops@bastion-sg1⟧ (public key)
public: ⟦ecdsa-sha2-nistp256 SHA256:«b64_43»⟧ (host key fingerprint)
public: ⟦PuTTY host key «H32»⟧ ⟦ssh-ed25519 255⟧ (cached fingerprint)
public: ⟦X.509 serial «H32»⟧ ⟦CN=term.acme.io⟧ ⟦valid until 2027-03-01⟧
public: ⟦SHA256 of firmware «h64»⟧ ⟦MK4 6.2.1⟧
public: ⟦commit «h40»⟧ ⟦Merge branch 'fix/token-refresh'⟧
public: ⟦request id «uuid»⟧ ⟦401 Unauthorized⟧ (no credential sent)
public: ⟦trace «h32»⟧ ⟦span «h16»⟧ ⟦password reset email sent⟧
public: ⟦key id «U4»«d4»⟧ ⟦algorithm RS256⟧ (JWKS entry, public)
public: ⟦OAuth client_id itwin-viewer-spa-«l6»⟧ (public SPA client, no secret)
public: ⟦publishable key pk_live_«A24»⟧ (shipped in the web shop)
public: ⟦GPG key «H16»⟧ ⟦Signed-off-by: build@acme⟧
public: ⟦ETag "«h32»"⟧ ⟦Cache-Control: max-age=300⟧
public: ⟦S3 object key drawings/towerb/L04/«uuid».pdf⟧
public: ⟦file name api_token_rotation_runbook.md⟧ ⟦updated 2026-12-01⟧
public: ⟦file name passwords-policy-v3.docx⟧ ⟦owner IT⟧
public: ⟦file name secret_santa_site_office.xlsx⟧ (not a credential)
public: ⟦image digest sha256:«h64»⟧ ⟦ghcr.io/acme/farm-agent:2.4.1⟧
public: ⟦device id «U2»«d10»⟧ ⟦MAC 3c:6a:2c:«h2»:«h2»:«h2»⟧
public: ⟦printer serial «U2»«d13»⟧ (printed on the label)
public: ⟦session id ops-bot-«h17»⟧ (already terminated)
public: ⟦SSM document AWS-StartPortForwardingSession⟧ ⟦target i-«h17»⟧
public: ⟦desk id «d9»⟧ (AnyDesk address, public)
public: ⟦TeamViewer ID «d10»⟧ (public, not a password)
public: ⟦ULID «U26»⟧ ⟦job created⟧
public: ⟦IFC GlobalId «A22»⟧ ⟦IfcWall⟧
public: ⟦token count 2,918⟧ ⟦prompt 1,204⟧ ⟦completion 1,714⟧
public: ⟦key not found: user_42⟧ (cache miss)
public: ⟦access code sent to the printer screen⟧ (not shown here)
public: ⟦Host key for 10.70.2.9 has changed⟧ ⟦Offending ED25519 key in /home/ops/.ssh/known_hosts:9⟧
"""

WORLD = r"""
world: ⟦Dear Sir, your password has been reset successfully.⟧ ⟦Kindly login and change it at the earliest.⟧
world: ⟦As discussed, I have shared the creds over call only.⟧ ⟦Kindly revert back if any issue.⟧
world: ⟦Meeting is preponed to 3 PM.⟧ ⟦PFB the agenda for password policy review.⟧
world: ⟦Good afternoon sir, my password is not entering since morning.⟧ ⟦Ticket «d7»⟧
world: ⟦No wahala, I don reset am.⟧ ⟦Check your email for the link.⟧
world: ⟦Boss, the OTP can or not?⟧ ⟦It expired already.⟧
world: ⟦Sent you the code liao,⟧ ⟦check your SMS.⟧
world: ⟦Good morning po Ma'am,⟧ ⟦na-reset na po yung password ninyo,⟧ ⟦check your email po.⟧
world: ⟦Sir pa-reset po ng PIN ko sa site tablet,⟧ ⟦locked na po.⟧
world: ⟦Mi change di password already,⟧ ⟦mi wi send it pon WhatsApp.⟧
world: ⟦Allyuh, the wifi password change again,⟧ ⟦ask Kerry-Ann in the office.⟧
world: ⟦fyi rotated creds for svc_plotter⟧ ⟦new ones in the vault⟧ ⟦ticket OPS-«d4»⟧
world: ⟦SITREP 1930: bastion up⟧ ⟦keys rotated⟧ ⟦next check 2100⟧
world: ⟦ALPHA this is BRAVO, passphrase changed at 1900,⟧ ⟦collect from custodian, over.⟧
world: ⟦hey ur pw expired⟧ ⟦reset it b4 5pm pls thx⟧
world: ⟦lol i forgot my pin again 😅⟧ ⟦can u reset⟧
world: ⟦n3w p4ssw0rd p0l1cy: 16 ch4rs m1n⟧
world: ⟦The passowrd for the drawing server was chnaged⟧ ⟦see IT⟧
world: ⟦mypasswordexpiredplshelp⟧ ⟦user «l7»⟧
world: ⟦I HAVE RESET THE PASSWORD THREE TIMES⟧ ⟦STILL LOCKED OUT⟧
world: ⟦URGENT!!! ALL SITE API KEYS WILL BE ROTATED TONIGHT⟧ ⟦NO ACTION NEEDED⟧
world: ⟦Hey Mike the password got changed period⟧ ⟦call me when you're in the trailer period⟧
world: ⟦The P I N for the hoist was updated⟧ ⟦ask the foreman okay thanks bye⟧
world: ⟦Your recovery codes were regenerated.⟧ ⟦Old codes no longer work.⟧
world: ⟦Issue faced: unable to login to ERP.⟧ ⟦Kindly check at the earliest.⟧ ⟦Emp code «d6»⟧
world: ⟦Wunna, the alarm PIN change Monday.⟧
world: ⟦Doh write the password on the whiteboard again nah.⟧
world: ⟦Eto na po yung link para mag-reset:⟧ ⟦https://erp.acme.ph/reset⟧
world: ⟦COMSEC custodian: crypto keys changed 0800Z.⟧ ⟦Acknowledge receipt, over.⟧
world: ⟦creds r in 1pw btw⟧ ⟦vault «l6»⟧
"""

VENDOR_IDS = r"""
vendor: ⟦iTwin id «uuid»⟧ ⟦iModel «uuid»⟧ ⟦changeset 412⟧
vendor: ⟦Zoo file conversion «uuid»⟧ ⟦status completed⟧ ⟦output STEP⟧
vendor: ⟦Formant device «uuid»⟧ ⟦stream robot.battery⟧ ⟦org «uuid»⟧
vendor: ⟦Formlabs printer serial Form4-«U10»⟧ ⟦print run «d8»⟧
vendor: ⟦PrusaLink job «d3»⟧ ⟦state PRINTING⟧ ⟦progress 62%⟧
vendor: ⟦Bambu serial «d2»P«d2»A«d9»⟧ ⟦firmware 01.08.02.00⟧ (serial is printed on the printer)
vendor: ⟦Arena item ASM-«d5»⟧ ⟦revision B⟧ ⟦change ECO-«d5»⟧
vendor: ⟦Ultimaker cluster «uuid»⟧ ⟦printer S5-«d4»⟧ ⟦print job «uuid»⟧
vendor: ⟦MiR mission «uuid»⟧ ⟦robot MiR250-«d4»⟧ ⟦state Executing⟧
vendor: ⟦Catenda project «h32»⟧ ⟦topic board «uuid»⟧
vendor: ⟦Insights Hub asset «h32»⟧ ⟦aspect MotorTelemetry⟧ ⟦tenant acmeplant⟧
vendor: ⟦Aconex project «d10»⟧ ⟦document «d12»⟧ ⟦mail «d9»⟧
vendor: ⟦Markforged print «uuid»⟧ ⟦printer X7-«d4»⟧ ⟦material Onyx⟧
vendor: ⟦Dalux project «d7»⟧ ⟦file area «d5»⟧ ⟦task «d9»⟧
vendor: ⟦Spot robot serial BD-«d8»⟧ ⟦nickname spot-inspector⟧ ⟦software 4.1.0⟧
vendor: ⟦Shapeways model «d8»⟧ ⟦material 6 (Versatile Plastic)⟧
vendor: ⟦Bluebeam Studio session «d3»-«d3»-«d3»⟧ ⟦12 attendees⟧
vendor: ⟦AstroPrint printer «uuid»⟧ ⟦design «h32»⟧
vendor: ⟦BIMData cloud «d5»⟧ ⟦project «d6»⟧ ⟦model «d7»⟧
vendor: ⟦Speckle project «h10»⟧ ⟦model «h10»⟧ ⟦version «h10»⟧
vendor: ⟦InOrbit robot ROBOT-«U3»«d2»⟧ ⟦account «A12»⟧
vendor: ⟦SimplyPrint company 11423⟧ ⟦printer «d5»⟧ ⟦queue item «d7»⟧
vendor: ⟦OpenBOM BOM «A22»⟧ ⟦catalog «A22»⟧
vendor: ⟦Revizto project «d6»⟧ ⟦issue «d5»⟧ ⟦sheet A-201⟧
vendor: ⟦PlanGrid project «uuid»⟧ ⟦sheet S-301 v4⟧
vendor: ⟦Xometry quote Q«d2»-«d4»-«d4»⟧ ⟦part «h12»⟧
vendor: ⟦Epicor job «d6»-1-1⟧ ⟦operation 20⟧ ⟦resource CNC-04⟧
vendor: ⟦Teamcenter item «d6»⟧ ⟦revision A⟧ ⟦dataset UGMASTER⟧
vendor: ⟦Windchill part «d10»⟧ ⟦lifecycle RELEASED⟧ ⟦OR:wt.part.WTPart:«d9»⟧
vendor: ⟦Dassault 3DEXPERIENCE tenant R«d13»⟧ ⟦physical id «H32»⟧
"""
