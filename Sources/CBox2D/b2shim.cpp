// The plain-C face of Box2D declared in include/CBox2D.h. Everything that could reach one of
// Box2D's assertions (which abort the process in Debian's build) is clamped or refused here.
#include "CBox2D.h"

#include <box2d/box2d.h>

#include <cfloat>
#include <cmath>
#include <csetjmp>
#include <csignal>
#include <mutex>

namespace {

/// The collision groups of one body (CBox2D.h, b2s_body_set_groups), kept in its user data.
struct Groups {
    uint64_t category = 0;
    uint64_t mask = 0;
};

Groups *groupsOf(b2Body *body) { return reinterpret_cast<Groups *>(body->GetUserData().pointer); }

/// Two fixtures collide when each one's category meets the other's mask.
class GroupFilter final : public b2ContactFilter {
public:
    bool ShouldCollide(b2Fixture *a, b2Fixture *b) override {
        const Groups *ga = groupsOf(a->GetBody()), *gb = groupsOf(b->GetBody());
        if (ga == nullptr || gb == nullptr) return false;
        return (ga->category & gb->mask) != 0 && (gb->category & ga->mask) != 0;
    }
};

bool finite(float x) { return std::isfinite(x); }

float clampDamping(float c) {
    if (!(c >= 0)) return 0;  // negative or NaN
    return c > FLT_MAX ? FLT_MAX : c;
}

b2Body *body(B2SBody *b) { return reinterpret_cast<b2Body *>(b); }
const b2Body *body(const B2SBody *b) { return reinterpret_cast<const b2Body *>(b); }
B2SBody *handle(b2Body *b) { return reinterpret_cast<B2SBody *>(b); }
b2DistanceJoint *joint(B2SJoint *j) { return reinterpret_cast<b2DistanceJoint *>(j); }

/// A body with its groups attached (collides with nothing until b2s_body_set_groups).
b2Body *makeBody(b2World &world, b2BodyDef &def) {
    def.userData.pointer = reinterpret_cast<uintptr_t>(new Groups());
    return world.CreateBody(&def);
}

/// A static body holding one fixture of `shape` (a loop or a segment: a boundary).
b2Body *makeStaticShape(b2World &world, const b2Shape &shape) {
    b2BodyDef def;
    def.type = b2_staticBody;
    b2Body *b = makeBody(world, def);
    b2FixtureDef fixture;
    fixture.shape = &shape;
    b->CreateFixture(&fixture);
    return b;
}

/// Box2D asserts that a segment's or a loop edge's ends are more than b2_linearSlop apart; this
/// asks for twice that.
bool farEnough(const b2Vec2 &a, const b2Vec2 &b) { return b2DistanceSquared(a, b) > 4 * b2_linearSlop * b2_linearSlop; }

void forgetGroups(b2Body *b) {
    delete groupsOf(b);
    b->GetUserData().pointer = 0;
}

/// Where a Box2D assertion inside `b2s_world_step` on this thread jumps back to (see there).
thread_local sigjmp_buf *stepRecovery = nullptr;
/// The SIGABRT disposition before ours, which gets every abort that is not a step's.
struct sigaction previousAbort = {};
std::once_flag abortHandlerInstalled;

void onAbort(int signal, siginfo_t *info, void *context) {
    if (stepRecovery != nullptr) siglongjmp(*stepRecovery, 1);
    if (previousAbort.sa_flags & SA_SIGINFO) {
        if (previousAbort.sa_sigaction != nullptr) previousAbort.sa_sigaction(signal, info, context);
    } else if (previousAbort.sa_handler == SIG_DFL) {
        std::signal(SIGABRT, SIG_DFL);
        std::raise(SIGABRT);
    } else if (previousAbort.sa_handler != SIG_IGN) {
        previousAbort.sa_handler(signal);
    }
}

/// Installed once for the process and never removed (installing it around each step would
/// race between threads); aborts outside a step go on to the handler that was there before.
void installAbortHandler() {
    std::call_once(abortHandlerInstalled, [] {
        struct sigaction action = {};
        action.sa_sigaction = onAbort;
        action.sa_flags = SA_SIGINFO | SA_NODEFER;
        sigemptyset(&action.sa_mask);
        sigaction(SIGABRT, &action, &previousAbort);
    });
}

}  // namespace

struct B2SWorld {
    b2World world;
    GroupFilter filter;
    /// Set when a step failed one of Box2D's assertions: the world is left as the assertion
    /// found it and is never stepped again.
    bool failed = false;
    explicit B2SWorld(b2Vec2 gravity) : world(gravity) {
        world.SetAutoClearForces(false);
        world.SetContactFilter(&filter);
    }
    ~B2SWorld() {
        for (b2Body *b = world.GetBodyList(); b != nullptr; b = b->GetNext()) forgetGroups(b);
    }
};

extern "C" {

B2SWorld *b2s_world_new(float gx, float gy) {
    return new B2SWorld(b2Vec2(finite(gx) ? gx : 0, finite(gy) ? gy : 0));
}

void b2s_world_free(B2SWorld *w) {
    // A world a failed assertion left half-stepped is leaked rather than destroyed.
    if (w != nullptr && !w->failed) delete w;
}

void b2s_world_set_gravity(B2SWorld *w, float gx, float gy) {
    w->world.SetGravity(b2Vec2(finite(gx) ? gx : 0, finite(gy) ? gy : 0));
}

int b2s_world_step(B2SWorld *w, float h, int velocityIterations, int positionIterations) {
    if (w->failed) return 0;
    if (!(h > 0 && h <= 1)) return 1;
    // Debian's Box2D keeps its assertions, and a failed one aborts the process. Numbers the
    // session refuses cannot reach them, but a step is Box2D's own arithmetic (time of impact
    // between extreme bodies, say); so during a step SIGABRT jumps back here instead, and the
    // world is marked failed and left alone (stepping or freeing it again could meet the same
    // broken state). Nothing but Box2D's frames lie between the jump and this function, and
    // sigsetjmp saves the signal mask the jump restores.
    installAbortHandler();
    sigjmp_buf recovery;
    stepRecovery = &recovery;
    if (sigsetjmp(recovery, 1) == 0) {
        w->world.Step(h, velocityIterations < 1 ? 1 : velocityIterations, positionIterations < 1 ? 1 : positionIterations);
    } else {
        w->failed = true;
    }
    stepRecovery = nullptr;
    return w->failed ? 0 : 1;
}

void b2s_world_clear_forces(B2SWorld *w) { w->world.ClearForces(); }

int b2s_world_awake_count(const B2SWorld *w) {
    int n = 0;
    for (const b2Body *b = w->world.GetBodyList(); b != nullptr; b = b->GetNext())
        if (b->GetType() == b2_dynamicBody && b->IsAwake()) n++;
    return n;
}

B2SBody *b2s_add_box(B2SWorld *w, float x, float y, float angle, float halfWidth, float halfHeight) {
    if (!finite(x) || !finite(y) || !finite(angle) || !finite(halfWidth) || !finite(halfHeight)) return nullptr;
    b2BodyDef def;
    def.type = b2_dynamicBody;
    def.position.Set(x, y);
    def.angle = angle;
    b2Body *b = makeBody(w->world, def);
    b2PolygonShape box;
    // Box2D asserts that a polygon's area exceeds FLT_EPSILON m²: 0.005 m (0.5 pt) half extents
    // keep every box well above it.
    const float least = 0.005f;
    box.SetAsBox(halfWidth > least ? halfWidth : least, halfHeight > least ? halfHeight : least);
    b2FixtureDef fixture;
    fixture.shape = &box;
    fixture.density = 1;
    b->CreateFixture(&fixture);
    return handle(b);
}

B2SBody *b2s_add_anchor(B2SWorld *w, float x, float y) {
    if (!finite(x) || !finite(y)) return nullptr;
    b2BodyDef def;
    def.type = b2_staticBody;
    def.position.Set(x, y);
    return handle(makeBody(w->world, def));
}

B2SBody *b2s_add_loop(B2SWorld *w, const float *corners, int count) {
    if (corners == nullptr || count < 3 || count > 1024) return nullptr;
    b2Vec2 points[1024];
    for (int i = 0; i < count; i++) {
        if (!finite(corners[2 * i]) || !finite(corners[2 * i + 1])) return nullptr;
        points[i].Set(corners[2 * i], corners[2 * i + 1]);
    }
    for (int i = 0; i < count; i++)
        if (!farEnough(points[i], points[(i + 1) % count])) return nullptr;
    b2ChainShape chain;
    chain.CreateLoop(points, count);
    return handle(makeStaticShape(w->world, chain));
}

B2SBody *b2s_add_edge(B2SWorld *w, float x1, float y1, float x2, float y2) {
    if (!finite(x1) || !finite(y1) || !finite(x2) || !finite(y2)) return nullptr;
    b2Vec2 a(x1, y1), b(x2, y2);
    if (!farEnough(a, b)) return nullptr;
    b2EdgeShape edge;
    edge.SetTwoSided(a, b);
    return handle(makeStaticShape(w->world, edge));
}

void b2s_destroy_body(B2SWorld *w, B2SBody *b) {
    if (b == nullptr) return;
    forgetGroups(body(b));
    w->world.DestroyBody(body(b));
}

void b2s_body_set_material(B2SBody *b, float density, float friction, float restitution) {
    float d = finite(density) && density > 0 ? density : 0;
    float f = finite(friction) && friction > 0 ? friction : 0;
    float r = finite(restitution) && restitution > 0 ? restitution : 0;
    for (b2Fixture *fx = body(b)->GetFixtureList(); fx != nullptr; fx = fx->GetNext()) {
        fx->SetDensity(d);
        fx->SetFriction(f);
        fx->SetRestitution(r);
    }
    body(b)->ResetMassData();
}

void b2s_body_set_damping(B2SBody *b, float linear, float angular) {
    body(b)->SetLinearDamping(clampDamping(linear));
    body(b)->SetAngularDamping(clampDamping(angular));
}

void b2s_body_set_fixed_rotation(B2SBody *b, int fixed) {
    if (body(b)->IsFixedRotation() == (fixed != 0)) return;
    float spin = body(b)->GetAngularVelocity();
    body(b)->SetFixedRotation(fixed != 0);
    body(b)->SetAngularVelocity(spin);
}

void b2s_body_set_static(B2SBody *b, int isStatic) {
    b2BodyType type = isStatic ? b2_staticBody : b2_dynamicBody;
    if (body(b)->GetType() != type) body(b)->SetType(type);
}

void b2s_body_set_gravity_scale(B2SBody *b, float scale) { body(b)->SetGravityScale(finite(scale) ? scale : 0); }

void b2s_body_set_bullet(B2SBody *b, int bullet) { body(b)->SetBullet(bullet != 0); }

void b2s_body_wake(B2SBody *b) { body(b)->SetAwake(true); }

void b2s_body_set_groups(B2SBody *b, uint64_t category, uint64_t mask) {
    Groups *g = groupsOf(body(b));
    if (g == nullptr || (g->category == category && g->mask == mask)) return;
    g->category = category;
    g->mask = mask;
    for (b2Fixture *fx = body(b)->GetFixtureList(); fx != nullptr; fx = fx->GetNext()) fx->Refilter();
}

void b2s_body_apply_force(B2SBody *b, float fx, float fy, float ox, float oy) {
    if (!finite(fx) || !finite(fy) || !finite(ox) || !finite(oy)) return;
    b2Vec2 at = body(b)->GetWorldCenter() + b2Vec2(ox, oy);
    body(b)->ApplyForce(b2Vec2(fx, fy), at, true);
}

void b2s_body_apply_impulse(B2SBody *b, float ix, float iy, float ox, float oy) {
    if (!finite(ix) || !finite(iy) || !finite(ox) || !finite(oy)) return;
    b2Vec2 at = body(b)->GetWorldCenter() + b2Vec2(ox, oy);
    body(b)->ApplyLinearImpulse(b2Vec2(ix, iy), at, true);
}

void b2s_body_state(const B2SBody *b, B2SBodyState *s) {
    const b2Body *bd = body(b);
    b2Vec2 p = bd->GetPosition(), v = bd->GetLinearVelocity();
    s->x = p.x;
    s->y = p.y;
    s->angle = bd->GetAngle();
    s->vx = v.x;
    s->vy = v.y;
    s->angularVelocity = bd->GetAngularVelocity();
    s->awake = bd->IsAwake() ? 1 : 0;
}

float b2s_body_mass(const B2SBody *b) { return body(b)->GetMass(); }

int b2s_body_touching_count(const B2SBody *b) {
    int n = 0;
    for (const b2ContactEdge *e = body(b)->GetContactList(); e != nullptr; e = e->next)
        if (e->contact->IsTouching() && e->contact->IsEnabled()) n++;
    return n;
}

B2SJoint *b2s_add_distance_joint(B2SWorld *w, B2SBody *a, B2SBody *b, float ax, float ay, float bx, float by,
                                 float length, float minLength, float maxLength) {
    if (a == nullptr || b == nullptr || a == b) return nullptr;
    if (!finite(ax) || !finite(ay) || !finite(bx) || !finite(by) || !finite(length) || std::isnan(minLength) ||
        std::isnan(maxLength))
        return nullptr;
    b2DistanceJointDef def;
    def.Initialize(body(a), body(b), b2Vec2(ax, ay), b2Vec2(bx, by));
    def.length = length;
    def.minLength = minLength;
    def.maxLength = maxLength > FLT_MAX ? FLT_MAX : maxLength;
    return reinterpret_cast<B2SJoint *>(w->world.CreateJoint(&def));
}

B2SJoint *b2s_add_distance_joint_local(B2SWorld *w, B2SBody *a, B2SBody *b, float lax, float lay, float lbx,
                                       float lby, float length) {
    if (a == nullptr || b == nullptr || a == b) return nullptr;
    if (!finite(lax) || !finite(lay) || !finite(lbx) || !finite(lby) || !finite(length)) return nullptr;
    b2DistanceJointDef def;
    def.bodyA = body(a);
    def.bodyB = body(b);
    def.localAnchorA.Set(lax, lay);
    def.localAnchorB.Set(lbx, lby);
    def.length = length;
    def.minLength = 0;
    def.maxLength = FLT_MAX;
    return reinterpret_cast<B2SJoint *>(w->world.CreateJoint(&def));
}

void b2s_joint_retune(B2SJoint *j, float hz, float zeta) {
    b2DistanceJoint *dj = joint(j);
    if (!finite(hz) || !finite(zeta) || hz <= 0) {
        dj->SetStiffness(0);
        dj->SetDamping(0);
        return;
    }
    const b2Body *A = dj->GetBodyA(), *B = dj->GetBodyB();
    b2Vec2 pa = dj->GetAnchorA(), pb = dj->GetAnchorB();
    b2Vec2 u = pb - pa;
    if (u.Normalize() < b2_epsilon) return;  // keep the last tuning while the anchors meet
    float crA = b2Cross(pa - A->GetWorldCenter(), u), crB = b2Cross(pb - B->GetWorldCenter(), u);
    auto inverse = [](float x) { return x > 0 ? 1 / x : 0.0f; };
    float invMass = inverse(A->GetMass()) + inverse(A->GetInertia()) * crA * crA + inverse(B->GetMass()) +
                    inverse(B->GetInertia()) * crB * crB;
    if (invMass <= 0) return;
    float m = 1 / invMass, omega = 2 * b2_pi * hz;
    dj->SetStiffness(m * omega * omega);
    dj->SetDamping(2 * m * zeta * omega);
}

void b2s_destroy_joint(B2SWorld *w, B2SJoint *j) {
    if (j != nullptr) w->world.DestroyJoint(reinterpret_cast<b2Joint *>(j));
}

}  // extern "C"
