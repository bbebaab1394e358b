-- A live session that ends (sign-out, a password change or reset, an agent's sign-out) tells every
-- API process at once, so the chat sockets signed in with it close now rather than at the hub's next
-- periodic check. Expired sessions purged later are not announced: the periodic check covers them.
CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('support_events', json_build_object('kind', 'sessionEnded', 'sessionId', OLD.id)::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_notify_ended" AFTER DELETE ON "sessions"
  FOR EACH ROW WHEN (OLD.expires_at > now()) EXECUTE FUNCTION notify_session_ended();--> statement-breakpoint
CREATE TRIGGER "agent_sessions_notify_ended" AFTER DELETE ON "agent_sessions"
  FOR EACH ROW WHEN (OLD.expires_at > now()) EXECUTE FUNCTION notify_session_ended();
