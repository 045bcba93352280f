/*
 * CBox2D: a plain-C face of Debian's Box2D 2.4.1 for the Dynamics module.
 *
 * Swift imports this header without C++ interop: the world, its bodies and its joints are
 * opaque handles. Units are Box2D's (metres, kilograms, seconds); the Dynamics module converts
 * from UIKit's points at 100 points per metre.
 *
 * Debian's libbox2d keeps its assertions, and an assertion aborts the process. Every function
 * here clamps or refuses what Box2D would assert on (non-finite numbers, negative or infinite
 * damping, boxes below Box2D's smallest area, loops of fewer than three distinct corners); a
 * step, Box2D's own arithmetic, catches an assertion instead of aborting (b2s_world_step).
 */
#ifndef CBOX2D_H
#define CBOX2D_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** A Box2D world with its contact filter; owns every body and joint made in it. */
typedef struct B2SWorld B2SWorld;
/** A body of a world (an item, a boundary, or a joint's anchor). */
typedef struct B2SBody B2SBody;
/** A distance joint of a world. */
typedef struct B2SJoint B2SJoint;

/** Where and how fast a body is. */
typedef struct B2SBodyState {
    float x, y, angle;
    float vx, vy, angularVelocity;
    int awake;
} B2SBodyState;

/** A world with gravity (gx, gy) in m/s² that keeps forces applied until b2s_world_clear_forces. */
B2SWorld *b2s_world_new(float gx, float gy);
void b2s_world_free(B2SWorld *world);
void b2s_world_set_gravity(B2SWorld *world, float gx, float gy);
/**
 * One Box2D step of h seconds (ignored unless 0 < h <= 1). Returns 0 when the step failed one of
 * Box2D's assertions (caught, not aborting: the world is then failed, never stepped again, and
 * leaked by b2s_world_free), 1 otherwise.
 */
int b2s_world_step(B2SWorld *world, float h, int velocityIterations, int positionIterations);
void b2s_world_clear_forces(B2SWorld *world);
/** How many dynamic bodies are awake. */
int b2s_world_awake_count(const B2SWorld *world);

/**
 * A dynamic box centred at (x, y), rotated by angle, of half extents (halfWidth, halfHeight);
 * NULL when a number is not finite. Half extents are raised to 0.005 m (Box2D asserts on
 * smaller polygons); density below 0 counts as 0, dampings are clamped to 0...FLT_MAX.
 */
B2SBody *b2s_add_box(B2SWorld *world, float x, float y, float angle, float halfWidth, float halfHeight);
/** A static body at (x, y) with no fixture: a joint's anchor. */
B2SBody *b2s_add_anchor(B2SWorld *world, float x, float y);
/**
 * A static closed chain through count corners (x0, y0, x1, y1, ...); one-sided edges collide on
 * the right of each edge. NULL when fewer than three corners or two consecutive corners closer
 * than Box2D's linear slop.
 */
B2SBody *b2s_add_loop(B2SWorld *world, const float *corners, int count);
/** A static two-sided segment; NULL when its ends are closer than Box2D's linear slop. */
B2SBody *b2s_add_edge(B2SWorld *world, float x1, float y1, float x2, float y2);
/** Destroy a body and its joints. */
void b2s_destroy_body(B2SWorld *world, B2SBody *body);

/** Material of every fixture of the body; density is applied with ResetMassData. */
void b2s_body_set_material(B2SBody *body, float density, float friction, float restitution);
/** Linear and angular damping, clamped to 0...FLT_MAX (NaN counts as 0). */
void b2s_body_set_damping(B2SBody *body, float linear, float angular);
/** Fixed rotation, keeping the body's spin (Box2D zeroes it). */
void b2s_body_set_fixed_rotation(B2SBody *body, int fixed);
/** Static (anchored) or dynamic. */
void b2s_body_set_static(B2SBody *body, int isStatic);
void b2s_body_set_gravity_scale(B2SBody *body, float scale);
void b2s_body_set_bullet(B2SBody *body, int bullet);
/** Wake the body (and its island). */
void b2s_body_wake(B2SBody *body);
/**
 * Collision groups: two fixtures collide when each one's category shares a bit with the other's
 * mask. 64 bits, checked by the world's contact filter (Box2D's own 16-bit filter is left open).
 */
void b2s_body_set_groups(B2SBody *body, uint64_t category, uint64_t mask);
/** A force (N) at the centre of mass plus (ox, oy) metres, until the frame's clear. */
void b2s_body_apply_force(B2SBody *body, float fx, float fy, float ox, float oy);
/** An impulse (N·s) at the centre of mass plus (ox, oy) metres. */
void b2s_body_apply_impulse(B2SBody *body, float ix, float iy, float ox, float oy);
void b2s_body_state(const B2SBody *body, B2SBodyState *state);
/** The mass in kg (0 for a static body). */
float b2s_body_mass(const B2SBody *body);
/** How many contacts of the body touch now. */
int b2s_body_touching_count(const B2SBody *body);

/**
 * A distance joint between world points a (on bodyA) and b (on bodyB) of rest length `length`,
 * held between minLength and maxLength (Box2D clamps them to its slop...huge). NULL when a number
 * is not finite or both bodies are the same.
 */
B2SJoint *b2s_add_distance_joint(B2SWorld *world, B2SBody *bodyA, B2SBody *bodyB, float ax, float ay,
                                 float bx, float by, float length, float minLength, float maxLength);
/**
 * A distance joint between body-local anchors (lax, lay) on bodyA and (lbx, lby) on bodyB.
 */
B2SJoint *b2s_add_distance_joint_local(B2SWorld *world, B2SBody *bodyA, B2SBody *bodyB, float lax, float lay,
                                       float lbx, float lby, float length);
/**
 * Make the joint a spring of frequency hz and damping ratio zeta for the effective mass along
 * it now (rotation included): k = m·ω², c = 2·m·ζ·ω, m = 1 / (Σ invMass + invI·(r×u)²).
 */
void b2s_joint_retune(B2SJoint *joint, float hz, float zeta);
void b2s_destroy_joint(B2SWorld *world, B2SJoint *joint);

#ifdef __cplusplus
}
#endif

#endif
